// Radix gives Escape to the newest layer only, and a toast shown while a dialog is open is newer. The
// person is working in the dialog, so a toast hands an Escape pressed there on to it; the next
// Escape, with no dialog open, closes the toast.
import { useEffect, useRef } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";

const OPEN_DIALOG = '[role="dialog"][data-state="open"]';
const passedOn = new WeakSet<Event>();

/** A toast's onEscapeKeyDown: an Escape pressed inside an open dialog is left to the dialog. */
export function passEscapeToDialog(event: KeyboardEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(OPEN_DIALOG)) return;
  event.preventDefault();
  passedOn.add(event);
}

/** Inside a dialog's content: closes the dialog on an Escape a toast passed on. */
export function ClosesOnEscapeFromToast() {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = close.current;
    const dialog = button?.closest('[role="dialog"]');
    if (!button || !dialog) return;
    const onKeyDown = (event: Event) => {
      if (passedOn.delete(event)) button.click();
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, []);
  return <DialogPrimitive.Close ref={close} hidden tabIndex={-1} />;
}
