import * as z from "zod";
import {
  DOCUMENT_TYPES,
  documentFieldsSchema,
  verificationMessages,
} from "@studentperks/contracts/verification";
import { Button } from "#web/components/ui/button.tsx";
import { FileDropZone } from "#web/components/ui/file-drop-zone.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useUploadDocument } from "../api/upload-document.ts";
import { checkDocumentFile, DOCUMENT_ACCEPT } from "../lib/document-file.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

const formSchema = z.object({
  documentType: z.string().pipe(documentFieldsSchema.shape.documentType),
  institution: documentFieldsSchema.shape.institution,
  document: z
    .custom<File | null>((value) => value instanceof File, { error: () => verificationMessages.noFile })
    .transform((file) => file as File),
});

/** Document type, institution and the file (spec 000 §2, §5, §8), uploaded with a progress bar. */
export function DocumentUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const upload = useUploadDocument();
  const form = useZodForm(formSchema, {
    defaultValues: { documentType: "", institution: "", document: null },
  });

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        mutateSettled(upload, values, {
          onSuccess: () => {
            // The pending view that follows says what happens next.
            toast({ title: t("document.uploaded") });
            onUploaded();
          },
          onError: (error) => toastFailure(t("document.failed"), error, t("document.failedFallback")),
        })
      }
    >
      <FormField
        control={form.control}
        name="documentType"
        label={t("document.type")}
        render={(field, control) => (
          <Select {...field} {...control} disabled={upload.isPending}>
            <option value="">{t("document.typePlaceholder")}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`document.type.${type}`)}
              </option>
            ))}
          </Select>
        )}
      />
      <FormField
        control={form.control}
        name="institution"
        label={t("document.institution")}
        render={(field, control) => (
          <Input
            {...field}
            {...control}
            autoComplete="organization"
            placeholder={t("document.institutionPlaceholder")}
            disabled={upload.isPending}
          />
        )}
      />
      <FormField
        control={form.control}
        name="document"
        label={t("document.file")}
        render={({ value, onChange, ref }, control) => (
          <FileDropZone
            {...control}
            ref={ref}
            file={value}
            accept={DOCUMENT_ACCEPT}
            prompt={t("document.filePrompt")}
            hint={t("document.fileHint")}
            removeLabel={t("document.removeFile")}
            disabled={upload.isPending}
            onRemove={() => onChange(null)}
            onFile={(file) => {
              const problem = checkDocumentFile(file);
              if (problem === "type") {
                toast({
                  variant: "destructive",
                  title: t("document.invalidType"),
                  description: verificationMessages.fileType,
                });
              } else if (problem === "size") {
                toast({
                  variant: "destructive",
                  title: t("document.tooLarge"),
                  description: verificationMessages.fileTooLarge,
                });
              } else {
                onChange(file);
              }
            }}
          />
        )}
      />
      {upload.isPending ? (
        <div className="flex flex-col gap-2">
          <Progress value={upload.progress} label={t("document.progress")} />
          <p className="text-sm text-ink-600" aria-live="polite">
            {t("document.uploading", { percent: Math.round(upload.progress * 100) })}
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" isPending={upload.isPending}>
        {t("document.submit")}
      </Button>
    </Form>
  );
}
