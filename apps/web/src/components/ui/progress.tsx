import { cn } from "#web/lib/cn.ts";

interface ProgressProps {
  /** From 0 to 1. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar that assistive technology reads as a percentage. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-ink-200", className)}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-200 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
