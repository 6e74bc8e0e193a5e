import type { ReactNode } from "react";

interface ActionPanelProps {
  title: string;
  text?: string;
  children?: ReactNode;
}

/** The one state the Details tab shows (spec 000 §4): a heading, a line, and what to do next. */
export function ActionPanel({ title, text, children }: ActionPanelProps) {
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 text-center"
    >
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      {text ? <p className="text-sm text-ink-700">{text}</p> : null}
      {children}
    </section>
  );
}
