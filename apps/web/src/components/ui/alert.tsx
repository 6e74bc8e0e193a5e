import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

const variants = {
  info: "border-ink-200 bg-ink-50 text-ink-800",
  destructive: "border-red-200 bg-red-50 text-red-800",
} as const;

export interface AlertProps extends ComponentProps<"div"> {
  variant?: keyof typeof variants;
}

/** A message box. Pass role="alert" when it appears in response to something going wrong. */
export function Alert({ variant = "info", className, ...props }: AlertProps) {
  return (
    <div
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", variants[variant], className)}
      {...props}
    />
  );
}
