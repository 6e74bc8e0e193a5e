import { useRef, type RefObject } from "react";
import { Link } from "react-router";
import Building from "lucide-react/icons/building-2";
import IdCard from "lucide-react/icons/id-card";
import LogOut from "lucide-react/icons/log-out";
import type { User } from "@studentperks/contracts/auth";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Sheet, SheetContent } from "#web/components/ui/sheet.tsx";
import { accountHome } from "#web/features/auth/lib/account-home.ts";
import { logout } from "#web/features/auth/api/logout.ts";
import { UserSummary } from "#web/features/auth/components/user-summary.tsx";
import { VerificationNotice } from "#web/features/auth/components/verification-notice.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { navItems } from "./nav-items.ts";
import { PartnerPortalLink } from "./partner-portal-link.tsx";

interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  user: User | null;
  isVerified: boolean;
}

/**
 * The drawer's content (spec 000 §2): the nav and, when signed out, Sign up and Log in (the spec's
 * drawer had Log in only, leaving phones no way to join: issue 32); when signed in, the user block
 * linking to /dashboard and a Log out button.
 */
export default function MobileMenuDrawer({
  isOpen,
  onOpenChange,
  menuButtonRef,
  user,
  isVerified,
}: MobileMenuDrawerProps) {
  // Following a link hands focus to the page it leads to, rather than back to the menu button.
  const isNavigating = useRef(false);
  const follow = () => {
    isNavigating.current = true;
    onOpenChange(false);
  };

  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        title={t("nav.menuTitle")}
        description={t("nav.menuDescription")}
        closeLabel={t("nav.closeMenu")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!isNavigating.current) menuButtonRef.current?.focus();
          isNavigating.current = false;
        }}
      >
        <nav aria-label={t("nav.label")}>
          <ul className="flex flex-col gap-1">
            {navItems.map(({ key, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  onClick={follow}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-100"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="self-start px-3 py-3 text-base" />
        {user ? (
          <div className="mt-auto flex flex-col gap-3 border-t border-ink-200 pt-6">
            <Link to={accountHome(user)} onClick={follow} className="rounded-lg p-2 hover:bg-ink-100">
              <UserSummary user={user} />
            </Link>
            {isVerified ? (
              <Link
                to={paths.card}
                onClick={follow}
                className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-100"
              >
                <IdCard aria-hidden="true" className="size-5" />
                {t("nav.studentCard")}
              </Link>
            ) : (
              <Link to={paths.studentVerification} onClick={follow} className="rounded-lg">
                <VerificationNotice />
              </Link>
            )}
            <PartnerPortalLink isWanted={isOpen}>
              <Link
                to={paths.partners}
                onClick={follow}
                className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-100"
              >
                <Building aria-hidden="true" className="size-5" />
                {t("nav.partnerPortal")}
              </Link>
            </PartnerPortalLink>
            <Button variant="outline" size="lg" className="w-full" onClick={() => void logout()}>
              <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
              {t("nav.logOut")}
            </Button>
          </div>
        ) : (
          <div className="mt-auto flex flex-col gap-3 border-t border-ink-200 pt-6">
            <Link
              to={paths.signup}
              onClick={follow}
              className={buttonClassName({ variant: "primary", size: "lg", className: "w-full" })}
            >
              {t("nav.signUp")}
            </Link>
            <Link
              to={paths.login}
              onClick={follow}
              className={buttonClassName({ variant: "outline", size: "lg", className: "w-full" })}
            >
              {t("nav.logIn")}
            </Link>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
