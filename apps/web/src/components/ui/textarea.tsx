import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** A multi-line text box, styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-24 w-full rounded-control border border-ink-400 bg-white px-3 py-2 text-base text-ink-900 shadow-xs",
        "placeholder:text-ink-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
