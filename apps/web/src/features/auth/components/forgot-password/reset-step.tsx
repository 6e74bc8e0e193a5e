import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { NewPasswordFields } from "#web/components/form-fields/new-password-fields.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useResetPassword } from "#web/features/auth/api/reset-password.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";

/** Step 'reset': the new password, then /login (spec 001 §2, §5, §8). */
export function ResetStep({
  email,
  onBack,
  onDone,
}: {
  email: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(() => authSchemas().then((c) => c.resetPasswordFormSchema), {
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  useEffect(() => form.setFocus("newPassword"), [form]);

  return (
    <Form
      form={form}
      onSubmit={({ newPassword }) =>
        mutateSettled(
          reset,
          { email, newPassword },
          {
            onSuccess: ({ message }) => {
              toast({ title: t("forgotPassword.passwordReset"), description: message, forNextScreen: true });
              onDone();
              void navigate(paths.login);
            },
            onError: (error) =>
              toastFailure(t("forgotPassword.error"), error, t("forgotPassword.resetFailed")),
          },
        )
      }
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields form={form} name="newPassword" label={t("forgotPassword.newPassword")} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={onBack}>
          {t("forgotPassword.back")}
        </Button>
        <Button type="submit" size="lg" className="sm:flex-1" isPending={reset.isPending}>
          {t("forgotPassword.resetSubmit")}
        </Button>
      </div>
    </Form>
  );
}
