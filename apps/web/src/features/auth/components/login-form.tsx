import { Link, useNavigate } from "react-router";
import { loginSchema } from "@studentperks/contracts/auth";
import { Button } from "../../../components/ui/button.tsx";
import { Form, FormField, useZodForm } from "../../../components/ui/form.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { t } from "../../../lib/i18n/index.ts";
import { paths } from "../../../lib/paths.ts";
import { toast, toastFailure } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";
import { accountHome } from "../lib/account-home.ts";
import { textLinkClassName } from "../../../components/ui/centered-card.tsx";

/** Email and password; on success a toast and the home page (spec 000 §2, §8). */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        login.mutate(values, {
          onSuccess: (user) => {
            toast({ title: t("login.success") });
            // Staff go straight to their console; students to the home page (spec 000 §2).
            void navigate(user.role === "admin" ? accountHome(user) : paths.home);
          },
          onError: (error) => toastFailure(t("login.failed"), error, t("login.failedFallback")),
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
      <FormField
        control={form.control}
        name="password"
        label={t("form.password")}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="current-password" />}
      />
      <Link to={paths.forgotPassword} className={`${textLinkClassName} -mt-2 self-end text-sm`}>
        {t("login.forgotPassword")}
      </Link>
      <Button type="submit" size="lg" isPending={login.isPending}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
