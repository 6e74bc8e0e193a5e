import { useState } from "react";
import { useForm } from "react-hook-form";
import KeyRound from "lucide-react/icons/key-round";
import { FormField } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { serverMessage } from "#web/lib/api-client.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useChangePassword } from "../api/change-password.ts";
import { checkPasswordChange, type PasswordChangeValues } from "../lib/password-change-rules.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { DisclosureFormCard, useFormDisclosure } from "./disclosure-form-card.tsx";

const errorId = "change-password-error";

const empty: PasswordChangeValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

const fields: { name: keyof PasswordChangeValues; label: MessageKey; autoComplete: string }[] = [
  { name: "currentPassword", label: "dashboard.password.current", autoComplete: "current-password" },
  { name: "newPassword", label: "dashboard.password.new", autoComplete: "new-password" },
  { name: "confirmPassword", label: "dashboard.password.confirm", autoComplete: "new-password" },
];

/**
 * Change Password (spec 001 §4, §5, §8): a disclosure, collapsed until opened; Cancel or the button
 * again clears and closes. The rules are told as toasts, as the spec words them, and again beside the
 * button, where they stay while the student puts them right. Closing hands focus back to the button.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const form = useForm<PasswordChangeValues>({ defaultValues: empty });
  const disclosure = useFormDisclosure(form, empty, "currentPassword", () => setError(null));

  const onSubmit = (values: PasswordChangeValues) => {
    const broken = checkPasswordChange(values);
    if (broken) {
      toast({ variant: "destructive", title: t(broken.title), description: t(broken.message) });
      setError(t(broken.message));
      return;
    }
    setError(null);
    return mutateSettled(
      change,
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({
            title: t("dashboard.password.changed"),
            description: t("dashboard.password.changedMessage"),
          });
          disclosure.close();
        },
        onError: (failure) => {
          toastFailure(t("dashboard.password.failed"), failure, t("dashboard.password.failedFallback"));
          setError(serverMessage(failure) ?? t("dashboard.password.failedFallback"));
        },
      },
    );
  };

  return (
    <DisclosureFormCard
      titleId="change-password-title"
      formId="change-password-form"
      icon={<KeyRound />}
      title={t("dashboard.password.title")}
      description={t("dashboard.password.description")}
      email={email}
      openLabel={t("dashboard.password.open")}
      cancelLabel={t("dashboard.password.cancel")}
      submitLabel={t("dashboard.password.submit")}
      isPending={change.isPending}
      submitDescribedBy={error ? errorId : undefined}
      disclosure={disclosure}
      form={form}
      onSubmit={onSubmit}
    >
      {fields.map(({ name, label, autoComplete }) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={t(label)}
          render={(field, control) => <PasswordInput {...field} {...control} autoComplete={autoComplete} />}
        />
      ))}
      <FormFailure id={errorId} message={error} />
    </DisclosureFormCard>
  );
}
