import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";
import { Spinner } from "./spinner.tsx";

const variants = {
  primary: "bg-brand text-brand-950 shadow-card hover:bg-brand-300 hover:shadow-raised",
  dark: "bg-ink-900 text-white hover:bg-ink-700",
  outline: "border border-ink-300 bg-white text-ink-900 hover:border-ink-400 hover:bg-ink-50",
  ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  // Actions that cannot be undone, such as deleting an account.
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  // A minimum height, not a fixed one: a long label wraps on a narrow screen instead of overflowing.
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-2.5 text-base",
  icon: "size-10",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Busy with the action it started: disabled, announced as busy, with a spinner before the label. */
  isPending?: boolean;
}

export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: Pick<ButtonProps, "variant" | "size" | "className"> = {}): string {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-control text-center font-semibold transition-[color,background-color,border-color,box-shadow]",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

/** A button. For a link that looks like a button, put buttonClassName() on the Link. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  isPending = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </button>
  );
}
