import { Link } from "react-router";
import BadgeCheck from "lucide-react/icons/badge-check";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { currentLocale, t } from "#web/lib/i18n/index.ts";
import { formatDate } from "#web/lib/i18n/format.ts";
import { discountsHref } from "#web/lib/paths.ts";

/** A verified student who comes back here has nothing to do but go shopping. */
export function AlreadyVerified({ expiresAt }: { expiresAt: string | null }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <BadgeCheck aria-hidden="true" className="size-12 text-brand-800" />
      {expiresAt ? (
        <p className="text-ink-700">
          {t("verify.alreadyDescription", { date: formatDate(expiresAt, currentLocale()) })}
        </p>
      ) : null}
      <Link to={discountsHref} className={buttonClassName({ size: "lg" })}>
        {t("verify.browseDiscounts")}
      </Link>
    </div>
  );
}
