import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { t } from "#web/lib/i18n/index.ts";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  /** A refusal from the server, said in the dialog. */
  failure?: string | null;
}

/** Asks before an action that students or members notice at once (pause, revoke, remove). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  failure,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:w-[min(28rem,calc(100vw-2rem))]">
        <div className="flex flex-col gap-4 overflow-y-auto p-6">
          <DialogTitle className="text-h3 text-ink-900">{title}</DialogTitle>
          <DialogDescription className="text-sm text-ink-700">{description}</DialogDescription>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t("partners.cancel")}</Button>
            </DialogClose>
            <Button variant="dark" isPending={isPending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
