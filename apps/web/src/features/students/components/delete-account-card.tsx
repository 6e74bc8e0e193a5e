import { useNavigate } from "react-router";
import UserX from "lucide-react/icons/user-x";
import {
  accountDeletionRequestSchema,
  type AccountDeletionRequest,
} from "@studentperks/contracts/account-deletion";
import { FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { errorCode, serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { paths } from "#web/lib/paths.ts";
import { reportSignedOutQuietly } from "#web/lib/session-ended.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { DisclosureFormCard, useFormDisclosure } from "./disclosure-form-card.tsx";

const empty: AccountDeletionRequest = { currentPassword: "", confirmation: "" };

/**
 * Delete my account (issue 38), opened like Download my data. The typed confirmation is the
 * account's e-mail address: the same in both languages. Refusals show under the field they concern.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const navigate = useNavigate();
  const erase = useDeleteAccount();
  const form = useZodForm(accountDeletionRequestSchema, { defaultValues: empty });
  const disclosure = useFormDisclosure(form, empty, "currentPassword");

  const onSubmit = (values: AccountDeletionRequest) =>
    mutateSettled(erase, values, {
      onSuccess: () => {
        toast({
          title: t("dashboard.delete.done"),
          description: t("dashboard.delete.doneMessage"),
          forNextScreen: true,
        });
        reportSignedOutQuietly();
        void navigate(paths.home, { replace: true });
      },
      onError: (failure) => {
        const message = serverMessage(failure) ?? t("dashboard.delete.failedFallback");
        toastFailure(t("dashboard.delete.failed"), failure, t("dashboard.delete.failedFallback"));
        const field = errorCode(failure) === "CONFIRMATION_MISMATCH" ? "confirmation" : "currentPassword";
        form.setError(field, { message }, { shouldFocus: true });
      },
    });

  return (
    <DisclosureFormCard
      titleId="delete-account-title"
      formId="delete-account-form"
      icon={<UserX />}
      title={t("dashboard.delete.title")}
      description={t("dashboard.delete.description")}
      intro={
        <ul className="mb-4 list-disc space-y-1 ps-5 text-sm text-ink-700">
          <li>{t("dashboard.delete.erased")}</li>
          <li>{t("dashboard.delete.kept")}</li>
        </ul>
      }
      email={email}
      openLabel={t("dashboard.delete.open")}
      cancelLabel={t("dashboard.delete.cancel")}
      submitLabel={t("dashboard.delete.submit")}
      submitVariant="danger"
      isPending={erase.isPending}
      disclosure={disclosure}
      form={form}
      onSubmit={onSubmit}
    >
      <FormField
        control={form.control}
        name="currentPassword"
        label={t("dashboard.delete.password")}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="current-password" />}
      />
      <FormField
        control={form.control}
        name="confirmation"
        label={t("dashboard.delete.confirmation")}
        // Isolated, so an address keeps its order inside an Arabic sentence.
        hint={t("dashboard.delete.confirmationHint", { email: `\u2068${email}\u2069` })}
        render={(field, control) => (
          <Input {...field} {...control} type="email" dir="ltr" autoComplete="off" spellCheck={false} />
        )}
      />
    </DisclosureFormCard>
  );
}
