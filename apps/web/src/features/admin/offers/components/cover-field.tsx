import { useId, useState } from "react";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { COVER_MIME_TYPES } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { uploadCover } from "#web/lib/image-uploads.ts";
import type { OfferFormMethods } from "../lib/form-values.ts";
import type { UploadStatus } from "../lib/upload-status.ts";
import { offersText } from "../messages.ts";

/**
 * The offer's cover (issue 20): uploaded through the public cover upload, replaced by uploading
 * another, or removed. Never typed: only a cover the server made in every width is taken.
 */
export function CoverField({ form }: { form: OfferFormMethods }) {
  const inputId = useId();
  const hintId = useId();
  const [status, setStatus] = useState<UploadStatus>({ busy: false, waiting: false, error: null });
  const coverUrl = form.watch("coverUrl");
  const invalid = form.formState.errors.coverUrl?.message;
  const set = (url: string) => form.setValue("coverUrl", url, { shouldDirty: true, shouldValidate: true });

  async function upload(file: File) {
    setStatus({ busy: true, waiting: false, error: null });
    const onBusy = () => setStatus({ busy: true, waiting: true, error: null });
    try {
      set((await uploadCover(file, { onBusy })).url);
      setStatus({ busy: false, waiting: false, error: null });
    } catch (error) {
      setStatus({
        busy: false,
        waiting: false,
        error: serverMessage(error) ?? offersText("field.coverFailed"),
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-ink-900">{offersText("field.cover")}</p>
      {coverUrl ? (
        <img
          src={coverUrlAt(coverUrl, 800)}
          alt={offersText("field.coverPreview")}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          className="aspect-[1200/630] h-auto w-full max-w-md rounded-lg border border-ink-200 bg-ink-100 object-cover"
        />
      ) : (
        <p className="text-sm text-ink-600">{offersText("field.coverNone")}</p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>{offersText(coverUrl ? "field.coverReplace" : "field.coverUpload")}</Label>
          <input
            id={inputId}
            type="file"
            accept={COVER_MIME_TYPES.join(",")}
            disabled={status.busy}
            aria-describedby={hintId}
            aria-invalid={invalid ? true : undefined}
            className="text-sm text-ink-700 file:me-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:outline-2 focus-visible:outline-brand-800"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </div>
        {coverUrl ? (
          <Button variant="outline" size="sm" disabled={status.busy} onClick={() => set("")}>
            {offersText("field.coverRemove")}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-ink-600">
        {offersText("field.coverHint")}
      </p>
      <p aria-live="polite" className="text-sm">
        {status.busy ? (
          <span className="text-ink-600">
            {offersText(status.waiting ? "field.imagesBusy" : "field.coverUploading")}
          </span>
        ) : null}
        {status.error ? <span className="font-medium text-red-700">{status.error}</span> : null}
        {invalid && !status.error ? <span className="font-medium text-red-700">{invalid}</span> : null}
      </p>
    </div>
  );
}
