import { useState, type ReactNode } from "react";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button, type ButtonProps } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";

interface ConfirmDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant?: ButtonProps["variant"];
  /** The action asked about; while it runs the confirm button waits, and a second press does nothing. */
  action: () => Promise<T>;
  /** After the action succeeded and the dialog closed (a toast, say). */
  onDone?: (result: T) => void;
  /** Said in the dialog when a refusal carries no message of its own. */
  failureFallback: string;
}

/**
 * Asks before an action people notice at once (revoke, pause, approve, mark a code bad). A refusal is
 * said in the dialog, which stays open; a session that ended is told once for the whole page
 * (lib/session-ended.ts), so the dialog says nothing of it.
 */
export function ConfirmDialog<T>({ open, onOpenChange, ...body }: ConfirmDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:w-[min(28rem,calc(100vw-2rem))]">
        {/* Mounted while open, so each opening starts without the last one's refusal. */}
        <ConfirmBody {...body} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ConfirmBody<T>({
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = "dark",
  action,
  onDone,
  failureFallback,
  close,
}: Omit<ConfirmDialogProps<T>, "open" | "onOpenChange"> & { close: () => void }) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (isPending) return;
    setFailure(null);
    setIsPending(true);
    try {
      const result = await action();
      close();
      onDone?.(result);
    } catch (error) {
      if (!isSessionEnded(error)) setFailure(serverMessage(error) ?? failureFallback);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4 overflow-y-auto p-6">
      <DialogTitle className="text-lg font-semibold break-words text-ink-900">{title}</DialogTitle>
      <DialogDescription className="text-sm text-ink-700">{description}</DialogDescription>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button type="button" variant={confirmVariant} isPending={isPending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
