import { useEffect, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { CODE_LENGTH } from "@studentperks/contracts/account-limits";
import { Button } from "#web/components/ui/button.tsx";
import { CodeInput } from "#web/components/ui/code-input.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { ResendCodeButton } from "#web/components/ui/resend-code-button.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { noteCodeSent } from "#web/lib/resend-countdown.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";
import { useEnterSignInCode, useRequestSignInCode } from "../api/login-unlock.ts";

const PURPOSE = "sign-in";

/**
 * Shown when strangers' wrong passwords hold the account back from browsers it does not know: a code
 * mailed to the account makes this browser a known one, and `onAccepted` signs in again.
 */
export function SignInCode({ email, onAccepted }: { email: string; onAccepted: () => void }) {
  const ask = useRequestSignInCode();
  const enter = useEnterSignInCode();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(() => authSchemas().then((c) => c.resetCodeFormSchema), {
    defaultValues: { otp: "" },
  });
  const labelId = useId();
  const isComplete = useWatch({ control: form.control, name: "otp" }).length === CODE_LENGTH;
  useEffect(() => {
    if (sent) form.setFocus("otp");
  }, [sent, form]);

  const askForCode = () =>
    ask.mutate(email, {
      onSuccess: ({ message, resendInSeconds }) => {
        noteCodeSent(PURPOSE, email, resendInSeconds);
        setSent(message);
      },
      onError: (error) => toastFailure(t("login.failed"), error, t("signInCode.askFailed")),
    });

  if (!sent) {
    return (
      <section aria-labelledby={labelId} className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4">
        <h2 id={labelId} className="font-semibold text-ink-950">
          {t("signInCode.title")}
        </h2>
        <p className="text-sm text-ink-700">{t("signInCode.explain", { email })}</p>
        <Button variant="outline" isPending={ask.isPending} onClick={askForCode}>
          {t("signInCode.ask")}
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={`${labelId}-title`}
      className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4"
    >
      <h2 id={`${labelId}-title`} className="font-semibold text-ink-950">
        {t("signInCode.title")}
      </h2>
      <p role="status" className="text-sm text-ink-700">
        {sent}
      </p>
      <Form
        form={form}
        onSubmit={({ otp }) =>
          mutateSettled(
            enter,
            { email, otp },
            {
              onSuccess: ({ message }) => {
                toast({ title: t("signInCode.accepted"), description: message });
                onAccepted();
              },
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: t("forgotPassword.invalidOtp"),
                  description: serverMessage(error) ?? t("signInCode.enterFailed"),
                }),
            },
          )
        }
      >
        <FormField
          control={form.control}
          name="otp"
          label={<span id={labelId}>{t("signInCode.codeLabel")}</span>}
          render={(field, control) => (
            <CodeInput {...field} {...control} length={CODE_LENGTH} aria-labelledby={labelId} />
          )}
        />
        <Button type="submit" disabled={!isComplete} isPending={enter.isPending}>
          {t("signInCode.confirm")}
        </Button>
        <ResendCodeButton purpose={PURPOSE} email={email} isPending={ask.isPending} onClick={askForCode}>
          {t("forgotPassword.resend")}
        </ResendCodeButton>
      </Form>
    </section>
  );
}
