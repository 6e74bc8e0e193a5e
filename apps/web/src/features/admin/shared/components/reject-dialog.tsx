import { useState } from "react";
import { REASON_MAX, rejectionSchema } from "@studentperks/contracts/admin/decisions";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { consoleText } from "../messages.ts";
import { DialogForm, DialogFormActions } from "./form-parts.tsx";

interface RejectDialogProps {
  /** e.g. "Reject Layla Haddad's document". */
  title: string;
  description: string;
  /** Sends the decision; a rejected promise is shown in the dialog (under the reason when it names it). */
  onReject: (reason: string) => Promise<unknown>;
  disabled?: boolean;
  /** Where the reason goes, when it is not e-mailed. */
  reasonLabel?: string;
  /** The button that opens the dialog and the one that decides, when it is not "Reject" (e.g. "Send back"). */
  actionLabel?: string;
}

/** A Reject button that asks for the reason (required, told to the person) before deciding. */
export function RejectDialog({
  title,
  description,
  onReject,
  disabled,
  reasonLabel,
  actionLabel = consoleText("common.reject"),
}: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  // Out here, so a reason typed and cancelled is still there when the dialog opens again.
  const form = useZodForm(rejectionSchema, { defaultValues: { reason: "" } });
  const [failure, setFailure] = useState<string | null>(null);

  async function reject(reason: string) {
    setFailure(null);
    try {
      await onReject(reason);
      setOpen(false);
      form.reset();
    } catch (error) {
      // A session that ended is told once for the whole page (lib/session-ended.ts).
      if (isSessionEnded(error)) return;
      const marked = applyServerIssues(
        error,
        (path) => (path === "reason" ? path : undefined),
        (field, message) => form.setError(field, { message }, { shouldFocus: true }),
      );
      if (marked === 0) setFailure(serverMessage(error) ?? consoleText("common.failedFallback"));
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {actionLabel}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogForm
            form={form}
            title={title}
            description={description}
            onSubmit={({ reason }) => reject(reason)}
          >
            <FormField
              control={form.control}
              name="reason"
              label={reasonLabel ?? consoleText("reason.label")}
              hint={consoleText("reason.hint", { max: REASON_MAX })}
              render={(field, control) => <Textarea {...field} {...control} autoFocus />}
            />
            <DialogFormActions
              error={failure}
              isPending={form.formState.isSubmitting}
              submitLabel={actionLabel}
              submitVariant="dark"
            />
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
