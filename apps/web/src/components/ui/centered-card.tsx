import type { ReactNode } from "react";

interface CenteredCardProps {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. the step of a flow. */
  eyebrow?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A page that is one centred card: sign-in, sign-up, password and verification pages. */
export function CenteredCard({ title, description, eyebrow, children, footer }: CenteredCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-ink-50 bg-[linear-gradient(var(--color-brand-950)_0_10rem,transparent_10rem)] px-4 py-10 sm:items-center sm:bg-[linear-gradient(var(--color-brand-950)_0_50%,transparent_50%)] sm:py-16">
      <div className="w-full max-w-md rounded-card border border-ink-200 bg-white p-6 shadow-dialog sm:p-8">
        <div className="mb-6 flex flex-col gap-2 text-center">
          {eyebrow ? <p className="text-sm font-semibold text-brand-800">{eyebrow}</p> : null}
          <h1 className="text-h2 font-extrabold text-ink-900">{title}</h1>
          {description ? <p className="text-sm wrap-anywhere text-ink-600">{description}</p> : null}
        </div>
        {children}
        {footer ? (
          <div className="mt-6 flex flex-col items-center gap-3 border-t border-ink-200 pt-6 text-sm text-ink-600">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A text link inside such a card (green text dark enough for 4.5:1 on white). */
export const textLinkClassName =
  "rounded-sm font-semibold text-brand-800 underline-offset-4 hover:underline hover:text-brand-900";
