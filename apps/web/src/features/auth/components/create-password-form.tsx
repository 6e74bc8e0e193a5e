import { Link, useNavigate } from "react-router";
import { createPasswordFormSchema, type SignupDraft } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { fullName } from "#web/lib/full-name.ts";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useRegister } from "../api/register.ts";
import { clearSignupDraft } from "../lib/signup-draft-store.ts";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

/** Password and confirmation for the saved draft, then registration (spec 000 §2, §4, §8). */
export function CreatePasswordForm({ draft }: { draft: SignupDraft }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(createPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });

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
        onSubmit={({ password }) =>
          mutateSettled(
            register,
            { ...draft, password },
            {
              onSuccess: () => {
                toast({ title: t("createPassword.success") });
                clearSignupDraft();
                void navigate(paths.studentVerification, { replace: true });
              },
              onError: (error) =>
                toastFailure(t("createPassword.failed"), error, t("createPassword.failedFallback")),
            },
          )
        }
      >
        <FormField
          control={form.control}
          name="password"
          label={t("form.password")}
          render={(field, control) => <PasswordInput {...field} {...control} autoComplete="new-password" />}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          label={t("form.confirmPassword")}
          render={(field, control) => <PasswordInput {...field} {...control} autoComplete="new-password" />}
        />
        <Button type="submit" size="lg" isPending={register.isPending}>
          {t("createPassword.submit")}
        </Button>
      </Form>
    </div>
  );
}
