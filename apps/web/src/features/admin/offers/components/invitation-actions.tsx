import { useState } from "react";
import type { Invitation } from "@studentperks/contracts/partners";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useResendInvitation, useRevokeInvitation } from "../api/brand-members.ts";
import { offersText } from "../messages.ts";

/** Resend (a new link, a new week) for an invitation not yet accepted or revoked; revoke a pending one. */
export function InvitationActions({ slug, invitation }: { slug: string; invitation: Invitation }) {
  const resend = useResendInvitation(slug);
  const revoke = useRevokeInvitation(slug);
  const [open, setOpen] = useState(false);
  const { email } = invitation;
  const canResend = invitation.status === "pending" || invitation.status === "expired";
  if (!canResend) return null;

  async function sendAgain() {
    try {
      await resend.mutateAsync(invitation.id);
      toast({ title: offersText("members.resent", { email }) });
    } catch (error) {
      if (!isSessionEnded(error)) {
        toastFailure(offersText("members.resendFailed"), error, consoleText("common.failedFallback"));
      }
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        isPending={resend.isPending}
        disabled={resend.isPending || revoke.isPending}
        aria-label={offersText("members.resendLabel", { email })}
        onClick={() => void sendAgain()}
      >
        {offersText("members.resend")}
      </Button>
      {invitation.status === "pending" ? (
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={offersText("members.revokeLabel", { email })}
          onClick={() => setOpen(true)}
        >
          {offersText("members.revoke")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={offersText("members.revokeTitle", { email })}
        description={offersText("members.revokeDescription")}
        confirmLabel={offersText("members.revoke")}
        cancelLabel={consoleText("common.cancel")}
        action={() => revoke.mutateAsync(invitation.id)}
        onDone={() => toast({ title: offersText("members.revoked", { email }) })}
        failureFallback={consoleText("common.failedFallback")}
      />
    </div>
  );
}
