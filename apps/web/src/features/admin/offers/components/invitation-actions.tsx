import { useState } from "react";
import type { Invitation } from "@studentperks/contracts/partners";
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
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useResendInvitation, useRevokeInvitation } from "../api/brand-members.ts";
import { offersText } from "../messages.ts";

/** Resend (a new link, a new week) for an invitation not yet accepted or revoked; revoke a pending one. */
export function InvitationActions({ slug, invitation }: { slug: string; invitation: Invitation }) {
  const resend = useResendInvitation(slug);
  const revoke = useRevokeInvitation(slug);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  async function confirmRevoke() {
    setFailure(null);
    try {
      await revoke.mutateAsync(invitation.id);
      setOpen(false);
      toast({ title: offersText("members.revoked", { email }) });
    } catch (error) {
      if (!isSessionEnded(error)) setFailure(serverMessage(error) ?? consoleText("common.failedFallback"));
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
          onClick={() => {
            setFailure(null);
            setOpen(true);
          }}
        >
          {offersText("members.revoke")}
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <div className="flex flex-col gap-4 overflow-y-auto p-6">
            <DialogTitle className="text-lg font-semibold break-all text-ink-900">
              {offersText("members.revokeTitle", { email })}
            </DialogTitle>
            <DialogDescription className="text-sm text-ink-600">
              {offersText("members.revokeDescription")}
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
              <Button
                type="button"
                variant="dark"
                isPending={revoke.isPending}
                onClick={() => void confirmRevoke()}
              >
                {offersText("members.revoke")}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
