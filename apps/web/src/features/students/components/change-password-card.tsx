import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import KeyRound from "lucide-react/icons/key-round";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { Form, FormField } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { serverMessage } from "#web/lib/api-client.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useChangePassword } from "../api/change-password.ts";
import { checkPasswordChange, type PasswordChangeValues } from "../lib/password-change-rules.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

const formId = "change-password-form";
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
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const change = useChangePassword();
  const form = useForm<PasswordChangeValues>({ defaultValues: empty });
  const close = () => {
    form.reset(empty);
    setError(null);
    setIsOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (isOpen) form.setFocus("currentPassword");
  }, [isOpen, form]);

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
          close();
        },
        onError: (failure) => {
          toastFailure(t("dashboard.password.failed"), failure, t("dashboard.password.failedFallback"));
          setError(serverMessage(failure) ?? t("dashboard.password.failedFallback"));
        },
      },
    );
  };

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader
        titleId="change-password-title"
        icon={<KeyRound />}
        title={t("dashboard.password.title")}
        description={t("dashboard.password.description")}
      />
      <Button
        ref={toggle}
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        {t("dashboard.password.open")}
      </Button>
      {isOpen ? (
        <Form id={formId} className="mt-5" form={form} onSubmit={onSubmit}>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {fields.map(({ name, label, autoComplete }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              label={t(label)}
              render={(field, control) => (
                <PasswordInput {...field} {...control} autoComplete={autoComplete} />
              )}
            />
          ))}
          <FormFailure id={errorId} message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t("dashboard.password.cancel")}
            </Button>
            <Button type="submit" isPending={change.isPending} aria-describedby={error ? errorId : undefined}>
              {t("dashboard.password.submit")}
            </Button>
          </div>
        </Form>
      ) : null}
    </Card>
  );
}
