import { createPortal } from "react-dom";
import { useDirection } from "@radix-ui/react-direction";
import { t } from "#web/lib/i18n/index.ts";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "#web/lib/toast.ts";
import { passEscapeToDialog } from "./escape-from-toast.tsx";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

// The region's name keeps Radix's own placeholder, which Radix fills with the hotkey ("F8").
const RADIX_HOTKEY = "{hotkey}";

/**
 * Renders the toast() queue (spec 000 §9: 5000 ms, swipe right past 50 px, F8 focuses the region).
 * Toasts sit at the end edge and are swiped off towards it: right, or left in right-to-left pages
 * (the direction of Radix's DirectionProvider).
 */
export default function Toaster() {
  const toasts = useToasts();
  const direction = useDirection();
  return (
    <ToastProvider
      label={t("toast.label")}
      duration={TOAST_DURATION_MS}
      swipeDirection={direction === "rtl" ? "left" : "right"}
      swipeThreshold={50}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onEscapeKeyDown={passEscapeToDialog}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="flex flex-col gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={t("toast.close")} />
        </Toast>
      ))}
      {/* In <body>, not in the app: an open dialog hides the app from assistive technology, and
          this toaster may first appear while one is open. */}
      {createPortal(
        <ToastViewport hotkey={["F8"]} label={t("toast.region", { hotkey: RADIX_HOTKEY })} />,
        document.body,
      )}
    </ToastProvider>
  );
}
