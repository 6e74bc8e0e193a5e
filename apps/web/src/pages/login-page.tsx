import { Link } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { CenteredCard, textLinkClassName } from "../components/ui/centered-card.tsx";
import { LoginForm } from "../features/auth/components/login-form.tsx";
import { t } from "../lib/i18n/index.ts";
import { tRich } from "../lib/i18n/rich.tsx";
import { paths } from "../lib/paths.ts";
import { usePageDescription } from "../lib/use-page-description.ts";
import { useLeaveWhenSignedIn } from "../features/auth/hooks/use-leave-when-signed-in.ts";

export default function LoginPage() {
  useLeaveWhenSignedIn();
  usePageDescription(t("description.login"));
  return (
    <CenteredCard
      title={t("login.title")}
      description={t("login.description")}
      footer={
        <>
          <p>
            {tRich("login.noAccount", {
              link: (
                <Link to={paths.signup} className={textLinkClassName}>
                  {t("login.signUp")}
                </Link>
              ),
            })}
          </p>
          <BackToHomeLink />
        </>
      }
    >
      <LoginForm />
    </CenteredCard>
  );
}

function BackToHomeLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-1.5 rounded-sm text-ink-700 hover:text-ink-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("common.backToHome")}
    </Link>
  );
}
