import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { toast } from "#web/lib/toast.ts";
import { useMarkCodeBad } from "../api/code-reports.ts";
import { offersText } from "../messages.ts";

/**
 * "Mark code bad" for one reported code, confirmed first: it cannot be undone, and a bad preset code
 * takes the offer out of students' reach until a new one is saved.
 */
export function MarkBadButton({ offerId, code }: { offerId: number; code: string }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkCodeBad(offerId);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={offersText("reports.markBadLabel", { code })}
        onClick={() => setOpen(true)}
      >
        {offersText("reports.markBad")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={offersText("reports.confirmTitle", { code })}
        description={offersText("reports.confirmDescription")}
        confirmLabel={offersText("reports.confirm")}
        cancelLabel={consoleText("common.cancel")}
        action={() => mark.mutateAsync(code)}
        onDone={(answer) =>
          toast({
            title: offersText(answer.outOfCodes ? "reports.doneOutOfCodes" : "reports.done", { code }),
          })
        }
        failureFallback={offersText("reports.failed")}
      />
    </>
  );
}
