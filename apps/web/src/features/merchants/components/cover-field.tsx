import { FileDropZone } from "#web/components/ui/file-drop-zone.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { COVER_ACCEPT, coverFileProblem } from "../lib/cover-file.ts";
import type { PartnershipFormMethods } from "../hooks/use-partnership-form.ts";

/** The optional cover (issue 20), taken as the logo is: dropped or chosen, previewed, removable. */
export function CoverField({ form, disabled }: { form: PartnershipFormMethods; disabled: boolean }) {
  return (
    <FormField
      control={form.control}
      name="cover"
      label={t("partnership.cover")}
      render={({ value, onChange, ref }, aria) => (
        <FileDropZone
          {...aria}
          ref={ref}
          file={value}
          accept={COVER_ACCEPT}
          prompt={t("partnership.coverPrompt")}
          hint={t("partnership.coverHint")}
          removeLabel={t("partnership.removeCover")}
          previewAlt={t("partnership.coverPreview")}
          disabled={disabled}
          onRemove={() => onChange(null)}
          onFile={(file) => {
            const problem = coverFileProblem(file);
            if (problem) {
              form.setError("cover", { message: problem }, { shouldFocus: true });
            } else {
              onChange(file);
              form.clearErrors("cover");
            }
          }}
        />
      )}
    />
  );
}
