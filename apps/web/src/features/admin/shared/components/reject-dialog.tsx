import { useId, useState } from "react";
import { rejectionSchema } from "@studentperks/contracts/admin/decisions";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../../components/ui/dialog.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { consoleText } from "../messages.en.ts";
import { DialogForm, DialogFormActions } from "./form-parts.tsx";

interface RejectDialogProps {
  /** e.g. "Reject Layla Haddad's document". */
  title: string;
  description: string;
  /** Sends the decision; a rejected promise shows its message in the dialog. */
  onReject: (reason: string) => Promise<unknown>;
  disabled?: boolean;
}

/** A Reject button that asks for the reason (required, mailed to the person) before deciding. */
export function RejectDialog({ title, description, onReject, disabled }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();

  async function submit() {
    const parsed = rejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onReject(parsed.data.reason);
      setOpen(false);
      setReason("");
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {consoleText("common.reject")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogForm title={title} description={description} onSubmit={() => void submit()}>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>{consoleText("reason.label")}</Label>
              <Textarea
                id={fieldId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                autoFocus
              />
              {error ? (
                <Alert id={`${fieldId}-error`} variant="destructive" role="alert">
                  {error}
                </Alert>
              ) : null}
            </div>
            {/* The refusal is shown under the reason itself, which it describes. */}
            <DialogFormActions
              error={null}
              isPending={pending}
              submitLabel={consoleText("common.reject")}
              submitVariant="dark"
            />
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
