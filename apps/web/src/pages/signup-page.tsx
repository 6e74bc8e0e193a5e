import { Link } from "react-router";
import { CenteredCard, textLinkClassName } from "../components/ui/centered-card.tsx";
import { SignupForm } from "../features/auth/components/signup-form.tsx";
import { t } from "../lib/i18n/index.ts";
import { tRich } from "../lib/i18n/rich.tsx";
import { paths } from "../lib/paths.ts";
import { usePageDescription } from "../lib/use-page-description.ts";
import { useLeaveWhenSignedIn } from "../features/auth/hooks/use-leave-when-signed-in.ts";

export default function SignupPage() {
  useLeaveWhenSignedIn();
  usePageDescription(t("description.signup"));
  return (
    <CenteredCard
      title={t("signup.title")}
      description={t("signup.description")}
      footer={
        <p>
          {tRich("signup.haveAccount", {
            link: (
              <Link to={paths.login} className={textLinkClassName}>
                {t("signup.logIn")}
              </Link>
            ),
          })}
        </p>
      }
    >
      <SignupForm />
    </CenteredCard>
  );
}
