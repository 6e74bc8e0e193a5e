// A modal dialog on Radix: focus trap, Escape and outside click close it, focus returns on close.
// Phones get a sheet from the bottom edge; wider screens a panel near the top (so switching tabs
// does not move its header). The body scrolls.
import type { ComponentProps, ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "#web/lib/cn.ts";
import { ClosesOnEscapeFromToast } from "./escape-from-toast.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-card bg-white shadow-dialog",
          // Centred by its auto side margins between both edges, which needs no direction.
          "sm:top-[6dvh] sm:bottom-auto sm:mx-auto sm:max-h-[88dvh] sm:w-[min(42rem,calc(100vw-2rem))] sm:rounded-card",
          // A short window (a landscape phone, 200 % zoom): the whole dialog scrolls, so its actions stay reachable.
          "[@media(max-height:32rem)]:block [@media(max-height:32rem)]:overflow-y-auto",
          "focus-visible:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <ClosesOnEscapeFromToast />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
