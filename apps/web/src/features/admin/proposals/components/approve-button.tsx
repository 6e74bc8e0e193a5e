import { useState } from "react";
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
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
  const isNew = change.before === null;
  return (
    <>
      <Button size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {proposalsText("decision.approve")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={proposalsText("decision.confirmTitle", { title: change.title })}
        description={proposalsText(isNew ? "decision.confirmNew" : "decision.confirmChange")}
        confirmLabel={proposalsText("decision.confirm")}
        cancelLabel={consoleText("common.cancel")}
        confirmVariant="primary"
        action={onApprove}
        onDone={() => toast({ title: proposalsText("decision.approvedToast", { title: change.title }) })}
        failureFallback={proposalsText("decision.fallbackError")}
      />
    </>
  );
}
