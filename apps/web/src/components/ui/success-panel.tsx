import { useEffect, useRef, type ReactNode } from "react";
import CircleCheck from "lucide-react/icons/circle-check";
import { Button } from "./button.tsx";

interface SuccessPanelProps {
  title: string;
  children?: ReactNode;
  /** The button that returns to the form. */
  actionLabel: string;
  onAction: () => void;
}

/**
 * What replaces a form once it has been sent (spec 001 §4). Focus moves to its title, so keyboard and
 * screen-reader users are told, and continue from there.
 */
export function SuccessPanel({ title, children, actionLabel, onAction }: SuccessPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // At once, not smoothly: the form it replaces was long, and a smooth scroll that a touch or the
    // phone's closing keyboard stops halfway leaves the message above the screen. Centred, so the
    // sticky header cannot cover it; then focused without a second jump.
    panel.current?.scrollIntoView({ block: "center", behavior: "instant" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={panel}
      className="flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-5 py-8 text-center"
    >
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700" />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900">
        {title}
      </h3>
      {children ? <p className="max-w-md text-sm text-ink-700">{children}</p> : null}
      <Button variant="outline" className="mt-2" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
