import { useEffect } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { noteCodeSent } from "#web/lib/resend-countdown.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useRequestResetCode } from "#web/features/auth/api/forgot-password.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";

interface EmailStepProps {
  defaultEmail: string;
  autoFocus: boolean;
  onSent: (email: string) => void;
}

/** Step 'email': sends the reset code (spec 001 §2, §8). */
export function EmailStep({ defaultEmail, autoFocus, onSent }: EmailStepProps) {
  const send = useRequestResetCode();
  const form = useZodForm(() => authSchemas().then((c) => c.forgotPasswordSchema), {
    defaultValues: { email: defaultEmail },
  });
  useEffect(() => {
    if (autoFocus) form.setFocus("email");
  }, [autoFocus, form]);

  return (
    <Form
      form={form}
      onSubmit={({ email }) =>
        mutateSettled(send, email, {
          onSuccess: ({ message, resendInSeconds, alreadySent }) => {
            noteCodeSent("reset", email, resendInSeconds);
            toast({
              title: t(alreadySent ? "code.alreadySent" : "forgotPassword.otpSent"),
              description: message,
            });
            onSent(email);
          },
          onError: (error) => toastFailure(t("forgotPassword.error"), error, t("forgotPassword.sendFailed")),
        })
      }
    >
      <FormField
        control={form.control}
        name="email"
        label={t("form.email")}
        render={(field, control) => (
          <Input
            {...field}
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t("form.emailPlaceholder")}
          />
        )}
      />
      <Button type="submit" size="lg" isPending={send.isPending}>
        {t("forgotPassword.sendCode")}
      </Button>
    </Form>
  );
}
