import type { ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { cn } from "#web/lib/cn.ts";

/**
 * A styled native select: phones open their own picker, keyboards and screen readers know it, and it
 * costs no script. Pass <option>s as children; a first option with value "" works as a placeholder.
 */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-11 w-full appearance-none rounded-control border border-ink-400 bg-white ps-3 pe-10 text-base text-ink-900 shadow-xs",
          "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600",
          "has-[option[value='']:checked]:text-ink-500",
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-ink-600"
      />
    </div>
  );
}
