import { useState } from "react";
import type { PendingCardPhoto } from "@studentperks/contracts/admin/verifications";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { useOneAtATime } from "#web/lib/use-one-at-a-time.ts";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import {
  cardPhotoFileUrl,
  documentFileUrl,
  useApproveCardPhoto,
  useRejectCardPhoto,
} from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";

interface CardPhotoViewerProps {
  /** The photo shown; null when the viewer is closed. */
  item: PendingCardPhoto | null;
  onClose: () => void;
  onDecided: () => void;
}

/**
 * The photo (from the admin-only route) beside the student's name and institution, and the document
 * they verified with when there is one, to compare the faces; Approve, or Reject with a reason.
 */
export function CardPhotoViewer({ item, onClose, onDecided }: CardPhotoViewerProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? <ViewerContent key={item.photoId} item={item} onDecided={onDecided} /> : null}
    </Dialog>
  );
}

function ViewerContent({ item, onDecided }: { item: PendingCardPhoto; onDecided: () => void }) {
  const approve = useApproveCardPhoto();
  const reject = useRejectCardPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const once = useOneAtATime();
  const proof = item.document;
  const decision = { userId: item.userId, photoId: item.photoId };

  async function approvePhoto() {
    setProblem(null);
    try {
      const answer = await approve.mutateAsync(decision);
      toast({ title: verificationsText("photos.approved"), description: answer.message });
      onDecided();
    } catch (error) {
      if (isSessionEnded(error)) return;
      setProblem(serverMessage(error) ?? verificationsText("review.failed"));
    }
  }

  return (
    <DialogContent className="overflow-y-auto sm:w-[min(60rem,calc(100vw-2rem))]">
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <DialogTitle className="text-lg font-semibold text-ink-900">
          {verificationsText("photos.viewerTitle", { name: item.studentName })}
        </DialogTitle>
        <DialogDescription className="text-sm break-words text-ink-600">
          {verificationsText("photos.viewerDetails", {
            institution: item.institution ?? "—",
            email: item.accountEmail,
          })}
        </DialogDescription>
        <div className="flex flex-col gap-4 md:flex-row">
          <img
            src={cardPhotoFileUrl(item.userId, item.photoId)}
            alt={verificationsText("photos.photoAlt", { name: item.studentName })}
            width={240}
            height={320}
            className="shrink-0 self-center rounded-lg border border-ink-200 bg-ink-50 object-cover md:self-start"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            {proof ? (
              <>
                <p className="text-sm font-semibold text-ink-900">
                  {verificationsText("photos.document", {
                    type: verificationsText(`type.${proof.documentType}`),
                  })}
                </p>
                <div className="h-[40dvh] overflow-auto rounded-lg border border-ink-200 bg-ink-50">
                  {proof.contentType === "application/pdf" ? (
                    <iframe
                      src={documentFileUrl(proof.id)}
                      title={verificationsText("viewer.frameTitle")}
                      className="size-full"
                    />
                  ) : (
                    <img
                      src={documentFileUrl(proof.id)}
                      alt={verificationsText("photos.documentAlt", { name: item.studentName })}
                      className="mx-auto max-h-full max-w-full object-contain"
                    />
                  )}
                </div>
              </>
            ) : (
              <p className="text-sm text-ink-700">{verificationsText("photos.noDocument")}</p>
            )}
          </div>
        </div>
        <p className="text-sm text-ink-700">{verificationsText("photos.rule")}</p>
        {problem ? (
          <Alert variant="destructive" role="alert">
            {problem}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button isPending={approve.isPending} onClick={(click) => once(click, approvePhoto)}>
            {consoleText("common.approve")}
          </Button>
          <RejectDialog
            title={verificationsText("photos.rejectTitle", { name: item.studentName })}
            description={verificationsText("photos.rejectDescription")}
            reasonLabel={verificationsText("photos.reasonLabel")}
            disabled={approve.isPending}
            onReject={async (reason) => {
              const answer = await reject.mutateAsync({ ...decision, reason });
              toast({ title: verificationsText("photos.rejected"), description: answer.message });
              onDecided();
            }}
          />
          <DialogClose asChild>
            <Button variant="outline">{verificationsText("viewer.close")}</Button>
          </DialogClose>
        </div>
      </div>
    </DialogContent>
  );
}
