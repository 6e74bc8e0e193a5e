import { useId, useState } from "react";
import Upload from "lucide-react/icons/upload";
import type { CodesUploadAnswer } from "@studentperks/contracts/admin/offers";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { useUploadCodes } from "../api/offers.ts";
import { countText } from "../lib/format.ts";

/** Add a CSV file of codes (one a line) to an offer's pool: what was added, skipped and is left. */
export function CodesUpload({ offerId, title }: { offerId: number; title: string }) {
  const ids = useId();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<CodesUploadAnswer | null>(null);
  const upload = useUploadCodes(offerId);
  const count = (value: number) => countText(value, locale);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setFile(null);
          setFailure(null);
          setAnswer(null);
        }
      }}
    >
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {t("partners.codes.button")}
        <span className="sr-only">: {title}</span>
      </Button>
      <DialogContent>
        <form
          className="flex flex-col gap-4 overflow-y-auto p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return setFailure(t("partners.codes.chooseFirst"));
            setFailure(null);
            upload.mutate(file, {
              onSuccess: (result) => {
                setAnswer(result);
                setFile(null);
              },
              onError: (error) => setFailure(serverMessage(error) ?? t("partners.codes.failed")),
            });
          }}
        >
          <DialogTitle className="text-h3 text-ink-900">{t("partners.codes.title")}</DialogTitle>
          <DialogDescription className="text-sm text-ink-700">
            <span dir="auto" className="font-semibold">
              {title}
            </span>
            {" — "}
            {t("partners.codes.description")}
          </DialogDescription>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-file`}>{t("partners.codes.file")}</Label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={upload.isPending}
              aria-describedby={`${ids}-hint`}
              aria-invalid={failure ? true : undefined}
              className="rounded-control text-sm text-ink-700 file:me-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setAnswer(null);
              }}
            />
            <p id={`${ids}-hint`} className="text-sm text-ink-600">
              {t("partners.codes.hint")}
            </p>
          </div>
          {upload.isPending ? (
            <Progress value={upload.progress} label={t("partners.codes.progress")} />
          ) : null}
          {failure ? (
            <Alert variant="destructive" role="alert">
              {failure}
            </Alert>
          ) : null}
          <div aria-live="polite">
            {answer ? (
              <div className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-ink-900">
                <p className="font-semibold">{t("partners.codes.done")}</p>
                <p>
                  {t("partners.codes.result", {
                    added: count(answer.added),
                    duplicates: count(answer.duplicatesIgnored),
                    left: count(answer.left),
                    total: count(answer.total),
                  })}
                </p>
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t(answer ? "partners.close" : "partners.cancel")}</Button>
            </DialogClose>
            <Button type="submit" isPending={upload.isPending}>
              {t("partners.codes.send")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
