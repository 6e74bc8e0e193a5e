import { Link } from "react-router";
import CircleUser from "lucide-react/icons/circle-user";
import type { User } from "@studentperks/contracts/auth";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { accountHome } from "#web/features/auth/lib/account-home.ts";
import { VerificationBadge } from "#web/features/auth/components/verification-notice.tsx";
import { t } from "#web/lib/i18n/index.ts";

const accountClassName = buttonClassName({ variant: "outline", size: "sm", className: "relative" });

function AccountLabel({ isVerified }: { isVerified: boolean }) {
  return (
    <>
      <CircleUser aria-hidden="true" />
      {t("nav.account")}
      {isVerified ? null : <span className="sr-only">{t("nav.accountNotVerified")}</span>}
      {isVerified ? null : <VerificationBadge />}
    </>
  );
}

/**
 * Signed in, small screens: Account in the header itself, straight to the account's own page (the
 * drawer holds the rest of what the wide Account menu offers: the notice and Log out).
 */
export function PhoneAccountLink({ user, isVerified }: { user: User; isVerified: boolean }) {
  return (
    <Link to={accountHome(user)} className={accountClassName}>
      <AccountLabel isVerified={isVerified} />
    </Link>
  );
}

/** Its picture in the prerendered (visitor's) header, for a browser marked signed in (session-mark.ts). */
export function PhoneAccountStandIn({ className }: { className: string }) {
  return (
    <span inert aria-hidden="true" className={className}>
      <span className={accountClassName}>
        <AccountLabel isVerified />
      </span>
    </span>
  );
}
