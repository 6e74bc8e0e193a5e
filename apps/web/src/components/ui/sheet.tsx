// Side drawer on Radix Dialog: focus trap, Escape and outside click close it, focus returns on close.
// Its side is logical: "end" is the right edge in left-to-right pages and the left one in right-to-left.
import type { ComponentProps, ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { cn } from "#web/lib/cn.ts";
import { ClosesOnEscapeFromToast } from "./escape-from-toast.tsx";

export const Sheet = Dialog.Root;

export interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  title: string;
  description?: string;
  closeLabel: string;
  side?: "start" | "end";
  children: ReactNode;
}

export function SheetContent({
  title,
  description,
  closeLabel,
  side = "end",
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50" />
      <Dialog.Content
        // Radix warns about a missing description unless it is opted out explicitly.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-white p-6 shadow-dialog",
          side === "end" ? "end-0" : "start-0",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between gap-4">
          <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
          <Dialog.Close
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-800"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
        {children}
        <ClosesOnEscapeFromToast />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
