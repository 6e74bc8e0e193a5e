import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** Kinds of text that read left to right in every language. */
const leftToRight = new Set(["email", "tel", "url"]);

/**
 * A text field. E-mail addresses, phone numbers and web addresses keep their left-to-right order in
 * right-to-left pages, aligned to the right like the rest of the form there.
 */
export function Input({ className, ...props }: ComponentProps<"input">) {
  const isLeftToRight = leftToRight.has(props.type ?? "") || leftToRight.has(props.inputMode ?? "");
  return (
    <input
      dir={isLeftToRight ? "ltr" : undefined}
      className={cn(
        "h-11 w-full rounded-control border border-ink-400 bg-white px-3 text-base text-ink-900 shadow-xs",
        "placeholder:text-ink-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600",
        isLeftToRight && "rtl:text-right",
        className,
      )}
      {...props}
    />
  );
}
