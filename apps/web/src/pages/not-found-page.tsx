import { Link } from "react-router";
import { buttonClassName } from "../components/ui/button.tsx";
import { t } from "../lib/i18n/index.ts";
import { paths } from "../lib/paths.ts";
import { NOT_FOUND_MARK } from "../lib/served-not-found.ts";
import { usePageDescription } from "../lib/use-page-description.ts";

function NotFoundPage() {
  usePageDescription(t("description.notFound"));
  return (
    <div
      {...NOT_FOUND_MARK}
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center"
    >
      <h1 className="text-h1 text-ink-900">{t("notFound.title")}</h1>
      <Link to={paths.home} className={buttonClassName({ variant: "outline" })}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}

export default NotFoundPage;
