import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { createPasswordFormSchema, type SignupDraft } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { errorCode, serverMessage } from "#web/lib/api-client.ts";
import { fullName } from "#web/lib/full-name.ts";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useRegister } from "../api/register.ts";
import { clearSignupDraft } from "../lib/signup-draft-store.ts";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { NewPasswordFields } from "#web/components/form-fields/new-password-fields.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

const failureId = "create-account-failure";

/**
 * Password and confirmation for the saved draft, then registration (spec 000 §2, §4, §8). A refusal
 * is told in the spec's toast and again where it stays: on the password field when the password was
 * refused (which takes focus), else beside the button (an e-mail already registered, too many tries,
 * a busy server).
 */
export function CreatePasswordForm({ draft }: { draft: SignupDraft }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(createPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4 rounded-xl border border-ink-200 bg-ink-50 p-4">
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-ink-600">{t("createPassword.accountFor")}</p>
          <p className="truncate font-semibold text-ink-900">{fullName(draft)}</p>
          <p className="truncate text-sm text-ink-700">
            <span dir="ltr">{draft.email}</span>
          </p>
        </div>
        <Link to={paths.signup} className={`${textLinkClassName} shrink-0 text-sm`}>
          {t("createPassword.editDetails")}
        </Link>
      </div>
      <Form
        form={form}
        onSubmit={({ password }) => {
          setFailure(null);
          return mutateSettled(
            register,
            { ...draft, password },
            {
              onSuccess: () => {
                toast({ title: t("createPassword.success"), forNextScreen: true });
                clearSignupDraft();
                void navigate(paths.studentVerification, { replace: true });
              },
              onError: (error) => {
                toastFailure(t("createPassword.failed"), error, t("createPassword.failedFallback"));
                const message = serverMessage(error) ?? t("createPassword.failedFallback");
                if (errorCode(error) === "PASSWORD_REFUSED") {
                  form.setError("password", { message }, { shouldFocus: true });
                } else {
                  setFailure(message);
                }
              },
            },
          );
        }}
      >
        <NewPasswordFields form={form} name="password" />
        <FormFailure id={failureId} message={failure} />
        <Button
          type="submit"
          size="lg"
          isPending={register.isPending}
          aria-describedby={failure ? failureId : undefined}
        >
          {t("createPassword.submit")}
        </Button>
      </Form>
    </div>
  );
}
