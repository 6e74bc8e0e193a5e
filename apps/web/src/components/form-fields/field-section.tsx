import type { ReactNode } from "react";

/** A titled group of a long form's fields (an offer's, a brand's), with an optional line of help. */
export function FieldSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-card border border-ink-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
