import { useState } from "react";
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
import { verificationsText } from "../messages.en.ts";

const KB = 1024;
export function fileSize(bytes: number): string {
  return bytes < KB * KB
    ? verificationsText("size.kb", { size: Math.max(1, Math.round(bytes / KB)) })
    : verificationsText("size.mb", { size: (bytes / (KB * KB)).toFixed(1) });
}

/** "View document": the stored file inline (image or PDF, from the admin-only route), in a dialog. */
export function DocumentViewer({ item }: { item: PendingDocument }) {
  const [open, setOpen] = useState(false);
  const url = documentFileUrl(item.id);
  const type = verificationsText(`type.${item.documentType}`);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={verificationsText("documents.viewLabel", { name: item.studentName })}
        onClick={() => setOpen(true)}
      >
        {verificationsText("documents.view")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:w-[min(56rem,calc(100vw-2rem))]">
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
            <div className="h-[60dvh] overflow-auto rounded-lg border border-ink-200 bg-ink-50">
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
            <div className="flex flex-wrap justify-end gap-2">
              <a
                href={url}
                target="_blank"
                rel="noopener"
                className={buttonClassName({ variant: "outline" })}
              >
                {verificationsText("viewer.openInTab")}
              </a>
              <DialogClose asChild>
                <Button variant="dark">{verificationsText("viewer.close")}</Button>
              </DialogClose>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
