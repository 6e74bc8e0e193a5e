import type { ReactNode } from "react";

interface ConsolePageProps {
  title: string;
  description?: string;
  /** Buttons or filters at the heading's right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One console screen: its heading (the page's h1), a line on what it is for, then its content. */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-h2 text-ink-900">{title}</h1>
          {description ? <p className="text-sm text-ink-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
