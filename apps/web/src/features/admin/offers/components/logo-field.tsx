import { useId, useState } from "react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { LOGO_MIME_TYPES } from "@studentperks/contracts/merchants";
import { Label } from "#web/components/ui/label.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { uploadLogo } from "#web/lib/image-uploads.ts";
import type { UploadStatus } from "../lib/upload-status.ts";
import { offersText } from "../messages.ts";
import { TextField } from "#web/components/form-fields/text-field.tsx";

/** A form with a logo address (an offer's, a brand's). */
type WithLogo = FieldValues & { logoUrl?: string | null };

/** The logo's address, typed or set by uploading an image through the public logo upload. */
export function LogoField<In extends WithLogo, Out extends FieldValues>({
  form,
}: {
  form: UseFormReturn<In, unknown, Out>;
}) {
  const inputId = useId();
  const [status, setStatus] = useState<UploadStatus>({ busy: false, waiting: false, error: null });
  const name = "logoUrl" as FieldPath<In>;
  const logoUrl = form.watch(name) as string | null | undefined;

  async function upload(file: File) {
    setStatus({ busy: true, waiting: false, error: null });
    const onBusy = () => setStatus({ busy: true, waiting: true, error: null });
    try {
      const { url } = await uploadLogo(file, { onBusy });
      form.setValue(name, url as PathValue<In, FieldPath<In>>, { shouldDirty: true, shouldValidate: true });
      setStatus({ busy: false, waiting: false, error: null });
    } catch (error) {
      setStatus({
        busy: false,
        waiting: false,
        error: serverMessage(error) ?? offersText("field.logoFailed"),
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        form={form}
        name={name}
        label={offersText("field.logoUrl")}
        hint={offersText("field.logoHint")}
      />
      <div className="flex flex-wrap items-center gap-4">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={offersText("field.logoPreview")}
            width={64}
            height={64}
            className="size-16 rounded-lg border border-ink-200 bg-white object-contain"
          />
        ) : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>{offersText("field.logoUpload")}</Label>
          <input
            id={inputId}
            type="file"
            accept={LOGO_MIME_TYPES.join(",")}
            disabled={status.busy}
            className="text-sm text-ink-700 file:me-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:outline-2 focus-visible:outline-brand-800"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <p aria-live="polite" className="text-sm">
            {status.busy ? (
              <span className="text-ink-600">
                {offersText(status.waiting ? "field.imagesBusy" : "field.logoUploading")}
              </span>
            ) : null}
            {status.error ? <span className="font-medium text-red-700">{status.error}</span> : null}
          </p>
        </div>
      </div>
    </div>
  );
}
