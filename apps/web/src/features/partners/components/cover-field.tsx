import { useId, useState } from "react";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { COVER_MIME_TYPES } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { uploadCover } from "#web/lib/image-uploads.ts";
import type { OfferFormMethods } from "../lib/offer-form.ts";

/**
 * The offer's cover: sent through the public cover upload (as the partnership form and the staff
 * editor do), replaced by another, or removed. Only a cover the server made in every width is taken.
 */
export function CoverField({ form }: { form: OfferFormMethods }) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const coverUrl = form.watch("coverUrl");
  const invalid = form.formState.errors.coverUrl?.message;
  const set = (url: string) => form.setValue("coverUrl", url, { shouldDirty: true, shouldValidate: true });

  async function upload(file: File) {
    setBusy(true);
    setWaiting(false);
    setFailure(null);
    try {
      set((await uploadCover(file, { onBusy: () => setWaiting(true) })).url);
    } catch (error) {
      setFailure(serverMessage(error) ?? t("partnership.coverUploadFailed"));
    } finally {
      setBusy(false);
      setWaiting(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={inputId}>{t("partnership.cover")}</Label>
      {coverUrl ? (
        <img
          src={coverUrlAt(coverUrl, 800)}
          alt={t("partnership.coverPreview")}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          className="aspect-[1200/630] h-auto w-full max-w-md rounded-lg border border-ink-200 bg-ink-100 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={COVER_MIME_TYPES.join(",")}
          disabled={busy}
          aria-describedby={[hintId, invalid || failure ? `${hintId}-error` : ""].join(" ").trim()}
          aria-invalid={invalid || failure ? true : undefined}
          className="max-w-full rounded-control text-sm text-ink-700 file:me-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {coverUrl ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => set("")}>
            {t("partnership.removeCover")}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-ink-600">
        {t("partnership.coverHint")}
      </p>
      <p aria-live="polite" className="text-sm text-ink-700 empty:hidden">
        {busy ? t(waiting ? "partnership.imagesBusy" : "partners.field.coverSending") : null}
      </p>
      {invalid || failure ? (
        <p id={`${hintId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {failure ?? invalid}
        </p>
      ) : null}
    </div>
  );
}
