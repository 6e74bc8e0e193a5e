import { Link } from "react-router";
import { AuthCard, authLinkClassName } from "../features/auth/components/auth-card.tsx";
import { SignupForm } from "../features/auth/components/signup-form.tsx";
import { t } from "../lib/i18n/index.ts";
import { tRich } from "../lib/i18n/rich.tsx";
import { paths } from "../lib/paths.ts";

export default function SignupPage() {
  return (
    <AuthCard
      title={t("signup.title")}
      description={t("signup.description")}
      footer={
        <p>
          {tRich("signup.haveAccount", {
            link: (
              <Link to={paths.login} className={authLinkClassName}>
                {t("signup.logIn")}
              </Link>
            ),
          })}
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
