import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";
import { Spinner } from "./spinner.tsx";

const variants = {
  primary: "bg-brand text-brand-950 hover:bg-brand-500 shadow-sm",
  dark: "bg-slate-900 text-white hover:bg-slate-700",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
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
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors",
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
