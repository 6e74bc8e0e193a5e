// Toast primitives on Radix Toast: announced to screen readers, paused on hover and focus, swiped
// towards the end edge to dismiss, and reachable with F8 (Radix's hotkey for the viewport).
import type { ComponentProps } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { cn } from "#web/lib/cn.ts";
import type { ToastVariant } from "#web/lib/toast.ts";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // A modal dialog hides the rest of the page from assistive technology, but spares elements with
      // aria-live (the aria-hidden package Radix uses). "off" keeps toasts reachable over an open
      // dialog without a second announcement: Radix announces each toast in a live region of its own.
      aria-live="off"
      className={cn(
        // Bottom end (right, or left in right-to-left pages), so a toast never hides the header's menu
        // button; at the top while a modal dialog is open, because sheets and panels keep their buttons
        // (Close, Copy Code) along the bottom.
        "fixed end-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]",
        "in-[body:has([role=dialog][data-state=open])]:top-0 in-[body:has([role=dialog][data-state=open])]:bottom-auto",
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: "border-ink-200 bg-white text-ink-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = "default", className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pe-10 shadow-dialog",
        // Follows the finger while swiping; slides out when the swipe passes the threshold.
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 motion-safe:transition-opacity",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({
  label,
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        "absolute top-2 end-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100",
        "focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
