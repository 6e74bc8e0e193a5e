import { useState } from "react";
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { serverMessage } from "#web/lib/api-client.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { proposalsText } from "../messages.ts";

interface ApproveButtonProps {
  change: OfferChangeDetail;
  /** Sends the approval; a rejected promise is shown in the dialog. */
  onApprove: () => Promise<unknown>;
  disabled?: boolean;
}

/** Approve, confirmed first: the offer goes live for students the moment it is approved. */
export function ApproveButton({ change, onApprove, disabled }: ApproveButtonProps) {
  const [open, setOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = change.before === null;

  async function approve() {
    if (isPending) return;
    setFailure(null);
    setIsPending(true);
    try {
      await onApprove();
      setOpen(false);
      toast({ title: proposalsText("decision.approvedToast", { title: change.title }) });
    } catch (error) {
      // A session that ended is told once for the whole page (lib/session-ended.ts).
      if (!isSessionEnded(error)) setFailure(serverMessage(error) ?? proposalsText("decision.fallbackError"));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        disabled={disabled}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {proposalsText("decision.approve")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <div className="flex flex-col gap-4 overflow-y-auto p-6">
            <DialogTitle className="text-lg font-semibold break-words text-ink-900">
              {proposalsText("decision.confirmTitle", { title: change.title })}
            </DialogTitle>
            <DialogDescription className="text-sm text-ink-600">
              {proposalsText(isNew ? "decision.confirmNew" : "decision.confirmChange")}
            </DialogDescription>
            {failure ? (
              <Alert variant="destructive" role="alert">
                {failure}
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {consoleText("common.cancel")}
                </Button>
              </DialogClose>
              <Button type="button" isPending={isPending} onClick={() => void approve()}>
                {proposalsText("decision.confirm")}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
