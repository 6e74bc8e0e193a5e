import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { serverMessage } from "#web/lib/api-client.ts";
import { takeReturnTo } from "#web/lib/return-to.ts";
import { toast } from "#web/lib/toast.ts";
import { useLogin } from "../api/login.ts";
import { isAccountThrottled } from "../api/login-unlock.ts";
import { SignInCode } from "./sign-in-code.tsx";
import { accountHome } from "../lib/account-home.ts";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";

/**
 * Email and password; on success a toast and the home page (spec 000 §2, §8). A refusal is also
 * told beside the form: a toast in the far corner is easy to miss, and gone a few seconds later.
 * When strangers' wrong passwords hold the account back, a code by e-mail lets this browser in.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(() => authSchemas().then((c) => c.loginSchema), {
    defaultValues: { email: "", password: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [heldBack, setHeldBack] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  return (
    <div className="flex flex-col gap-5">
      <Form
        ref={formElement}
        form={form}
        onSubmit={(values) => {
          setFailure(null);
          setHeldBack(null);
          return mutateSettled(login, values, {
            onSuccess: (user) => {
              toast({ title: t("login.success"), forNextScreen: true });
              // Staff go straight to their console; students to the home page (spec 000 §2), or back
              // to the offer they signed in from.
              const returnTo = takeReturnTo();
              const home = user.role === "student" ? paths.home : accountHome(user);
              void navigate(user.role === "admin" ? home : (returnTo ?? home));
            },
            onError: (error) => {
              const message = serverMessage(error) ?? t("login.failedFallback");
              toast({ variant: "destructive", title: t("login.failed"), description: message });
              setFailure(message);
              if (isAccountThrottled(error)) setHeldBack(values.email);
            },
          });
        }}
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
          render={(field, control) => (
            <PasswordInput {...field} {...control} autoComplete="current-password" />
          )}
        />
        <Link to={paths.forgotPassword} className={`${textLinkClassName} -mt-2 self-end text-sm`}>
          {t("login.forgotPassword")}
        </Link>
        {failure ? (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" isPending={login.isPending}>
          {t("login.submit")}
        </Button>
      </Form>
      {heldBack ? (
        <SignInCode key={heldBack} email={heldBack} onAccepted={() => formElement.current?.requestSubmit()} />
      ) : null}
    </div>
  );
}
