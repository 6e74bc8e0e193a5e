import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { CODE_LENGTH } from "@studentperks/contracts/account-limits";
import { Button } from "#web/components/ui/button.tsx";
import { CodeInput } from "#web/components/ui/code-input.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { ResendCodeButton } from "#web/components/ui/resend-code-button.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { noteCodeSent } from "#web/lib/resend-countdown.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useRequestResetCode } from "#web/features/auth/api/forgot-password.ts";
import { useVerifyResetCode } from "#web/features/auth/api/verify-reset-otp.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";

interface VerifyStepProps {
  email: string;
  onVerified: () => void;
  onBack: () => void;
}

/** Step 'verify': the 6-cell code, its resend and the way back (spec 001 §2, §5, §8). */
export function VerifyStep({ email, onVerified, onBack }: VerifyStepProps) {
  const verify = useVerifyResetCode();
  const resend = useRequestResetCode();
  const form = useZodForm(() => authSchemas().then((c) => c.resetCodeFormSchema), {
    defaultValues: { otp: "" },
  });
  const labelId = useId();
  useEffect(() => form.setFocus("otp"), [form]);
  const isComplete = useWatch({ control: form.control, name: "otp" }).length === CODE_LENGTH;

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: ({ message, resendInSeconds, alreadySent }) => {
        noteCodeSent("reset", email, resendInSeconds);
        toast(
          alreadySent
            ? { title: t("code.alreadySent"), description: message }
            : {
                title: t("forgotPassword.codeResent"),
                description: t("forgotPassword.codeResentDescription"),
              },
        );
      },
      onError: (error) => toastFailure(t("forgotPassword.error"), error, t("forgotPassword.resendFailed")),
    });

  return (
    <Form
      form={form}
      onSubmit={({ otp }) =>
        mutateSettled(
          verify,
          { email, otp },
          {
            onSuccess: ({ message }) => {
              toast({ title: t("forgotPassword.otpVerified"), description: message });
              onVerified();
            },
            onError: (error) => {
              const message = serverMessage(error);
              toast({
                variant: "destructive",
                title: t(message ? "forgotPassword.invalidOtp" : "forgotPassword.error"),
                description: message ?? t("forgotPassword.verifyFailed"),
              });
            },
          },
        )
      }
    >
      <FormField
        control={form.control}
        name="otp"
        label={<span id={labelId}>{t("forgotPassword.codeLabel")}</span>}
        render={(field, control) => (
          <CodeInput {...field} {...control} length={CODE_LENGTH} aria-labelledby={labelId} />
        )}
      />
      <Button type="submit" size="lg" disabled={!isComplete} isPending={verify.isPending}>
        {t("forgotPassword.verifyCode")}
      </Button>
      <div className="flex flex-col gap-2">
        <ResendCodeButton purpose="reset" email={email} isPending={resend.isPending} onClick={onResend}>
          {t("forgotPassword.resend")}
        </ResendCodeButton>
        <Button variant="ghost" onClick={onBack}>
          {t("forgotPassword.backToEmail")}
        </Button>
      </div>
    </Form>
  );
}

/** Step 'verify' once this browser verified the code (back from 'reset'): no code to enter again. */
export function CodeVerified({ onContinue, onBack }: { onContinue: () => void; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="text-ink-700">
        {t("forgotPassword.codeVerified")}
      </p>
      <Button size="lg" autoFocus onClick={onContinue}>
        {t("forgotPassword.continue")}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t("forgotPassword.backToEmail")}
      </Button>
    </div>
  );
}
