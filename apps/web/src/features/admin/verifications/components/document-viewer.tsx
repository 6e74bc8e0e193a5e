import type { PendingDocument } from "@studentperks/contracts/admin/verifications";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { documentFileUrl } from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";
import { DocumentReview } from "./document-review.tsx";

const KB = 1024;
export function fileSize(bytes: number): string {
  return bytes < KB * KB
    ? verificationsText("size.kb", { size: Math.max(1, Math.round(bytes / KB)) })
    : verificationsText("size.mb", { size: (bytes / (KB * KB)).toFixed(1) });
}

interface DocumentViewerProps {
  /** The document shown; null when the viewer is closed. */
  item: PendingDocument | null;
  onClose: () => void;
  /** After a decision: the next waiting document, or closing with focus back on the queue. */
  onDecided: () => void;
}

/**
 * The stored file inline (image or PDF, from the admin-only route) with the review beside it: on a
 * wide screen side by side, on a phone the review under the document.
 */
export function DocumentViewer({ item, onClose, onDecided }: DocumentViewerProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? <ViewerContent key={item.id} item={item} onDecided={onDecided} /> : null}
    </Dialog>
  );
}

function ViewerContent({ item, onDecided }: { item: PendingDocument; onDecided: () => void }) {
  const url = documentFileUrl(item.id);
  const type = verificationsText(`type.${item.documentType}`);
  return (
    <DialogContent className="overflow-y-auto sm:w-[min(72rem,calc(100vw-2rem))]">
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <DialogTitle className="text-lg font-semibold text-ink-900">
          {verificationsText("viewer.title", { name: item.studentName, type })}
        </DialogTitle>
        <DialogDescription className="text-sm break-words text-ink-600">
          {verificationsText("viewer.details", {
            institution: item.institution,
            file: item.originalName ?? type,
            size: fileSize(item.sizeBytes),
          })}
        </DialogDescription>
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="h-[45dvh] overflow-auto rounded-lg border border-ink-200 bg-ink-50 lg:h-[65dvh] lg:flex-1">
            {item.contentType === "application/pdf" ? (
              <iframe src={url} title={verificationsText("viewer.frameTitle")} className="size-full" />
            ) : (
              <img
                src={url}
                alt={verificationsText("viewer.imageAlt", { name: item.studentName })}
                className="mx-auto max-h-full max-w-full object-contain"
              />
            )}
          </div>
          <div className="lg:w-80">
            <DocumentReview item={item} onDecided={onDecided} />
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <a href={url} target="_blank" rel="noopener" className={buttonClassName({ variant: "outline" })}>
            {verificationsText("viewer.openInTab")}
          </a>
          <DialogClose asChild>
            <Button variant="outline">{verificationsText("viewer.close")}</Button>
          </DialogClose>
        </div>
      </div>
    </DialogContent>
  );
}
