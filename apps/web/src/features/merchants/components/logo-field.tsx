import { FileDropZone } from "#web/components/ui/file-drop-zone.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { LOGO_ACCEPT, logoFileProblem } from "../lib/logo-file.ts";
import type { PartnershipFormMethods } from "../hooks/use-partnership-form.ts";

/** The logo: dropped or chosen, previewed, removable; a file we would refuse is refused here first. */
export function LogoField({ form, disabled }: { form: PartnershipFormMethods; disabled: boolean }) {
  return (
    <FormField
      control={form.control}
      name="logo"
      label={t("partnership.logo")}
      render={({ value, onChange, ref }, aria) => (
        <FileDropZone
          {...aria}
          ref={ref}
          file={value}
          accept={LOGO_ACCEPT}
          prompt={t("partnership.logoPrompt")}
          hint={t("partnership.logoHint")}
          removeLabel={t("partnership.removeLogo")}
          previewAlt={t("partnership.logoPreview")}
          disabled={disabled}
          onRemove={() => onChange(null)}
          onFile={(file) => {
            const problem = logoFileProblem(file);
            // Left unchanged (no file), so re-validation cannot replace the reason with "required".
            if (problem) {
              form.setError("logo", { message: problem }, { shouldFocus: true });
            } else {
              onChange(file);
              form.clearErrors("logo");
            }
          }}
        />
      )}
    />
  );
}
