import FileDown from "lucide-react/icons/file-down";
import { dataExportRequestSchema, type DataExportRequest } from "@studentperks/contracts/data-export";
import { FormField, useZodForm } from "#web/components/ui/form.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { saveDownload } from "#web/lib/save-download.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useExportData } from "../api/export-data.ts";
import { DisclosureFormCard, useFormDisclosure } from "./disclosure-form-card.tsx";

const empty: DataExportRequest = { currentPassword: "" };

/**
 * Download my data (issue 38): a disclosure like Change Password. The password is asked again; the
 * server's refusal (a wrong password, too many exports) shows under the field, which keeps the focus.
 */
export function DataExportCard({ email }: { email: string }) {
  const download = useExportData();
  const form = useZodForm(dataExportRequestSchema, { defaultValues: empty });
  const disclosure = useFormDisclosure(form, empty, "currentPassword");

  const onSubmit = (values: DataExportRequest) =>
    mutateSettled(download, values, {
      onSuccess: ({ blob, fileName }) => {
        const name = fileName ?? "studentperks-data.zip";
        saveDownload(blob, name);
        toast({
          title: t("dashboard.export.done"),
          description: t("dashboard.export.doneMessage", { fileName: name }),
        });
        disclosure.close();
      },
      onError: (failure) => {
        const message = serverMessage(failure) ?? t("dashboard.export.failedFallback");
        toastFailure(t("dashboard.export.failed"), failure, t("dashboard.export.failedFallback"));
        form.setError("currentPassword", { message }, { shouldFocus: true });
      },
    });

  return (
    <DisclosureFormCard
      titleId="data-export-title"
      formId="data-export-form"
      icon={<FileDown />}
      title={t("dashboard.export.title")}
      description={t("dashboard.export.description")}
      email={email}
      openLabel={t("dashboard.export.open")}
      cancelLabel={t("dashboard.export.cancel")}
      submitLabel={t("dashboard.export.submit")}
      isPending={download.isPending}
      disclosure={disclosure}
      form={form}
      onSubmit={onSubmit}
    >
      <FormField
        control={form.control}
        name="currentPassword"
        label={t("dashboard.export.password")}
        hint={t("dashboard.export.hint")}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="current-password" />}
      />
    </DisclosureFormCard>
  );
}
