import { useState } from "react";
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
import { useMarkCodeBad } from "../api/code-reports.ts";
import { offersText } from "../messages.ts";

/**
 * "Mark code bad" for one reported code, confirmed first: it cannot be undone, and a bad preset code
 * takes the offer out of students' reach until a new one is saved.
 */
export function MarkBadButton({ offerId, code }: { offerId: number; code: string }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = useMarkCodeBad(offerId);

  async function confirm() {
    setFailure(null);
    try {
      const answer = await mark.mutateAsync(code);
      setOpen(false);
      toast({ title: offersText(answer.outOfCodes ? "reports.doneOutOfCodes" : "reports.done", { code }) });
    } catch (error) {
      // A session that ended is told once for the whole page (lib/session-ended.ts).
      if (isSessionEnded(error)) return;
      setFailure(serverMessage(error) ?? offersText("reports.failed"));
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={offersText("reports.markBadLabel", { code })}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {offersText("reports.markBad")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <div className="flex flex-col gap-4 overflow-y-auto p-6">
            <DialogTitle className="text-lg font-semibold break-all text-ink-900">
              {offersText("reports.confirmTitle", { code })}
            </DialogTitle>
            <DialogDescription className="text-sm text-ink-600">
              {offersText("reports.confirmDescription")}
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
              <Button type="button" variant="dark" isPending={mark.isPending} onClick={() => void confirm()}>
                {offersText("reports.confirm")}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
