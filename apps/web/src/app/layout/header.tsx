import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { needsVerificationMark } from "#web/features/auth/lib/account-home.ts";
import { useAuth } from "#web/features/auth/hooks/use-auth.ts";
import { useDropsUntakenFocusRequest, useTakesFocusAfterRedraw } from "#web/lib/focus-after-redraw.ts";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { AccountButton, AccountButtonStandIn } from "./account-button.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { navItems } from "./nav-items.ts";
import { PhoneAccountLink, PhoneAccountStandIn } from "./phone-account-link.tsx";
import { useSessionMark } from "./session-mark.ts";

// Radix Menu (and its positioning code) loads only for signed-in visitors.
const AccountMenu = lazy(() => import("./account-menu.tsx"));

const navLinkClassName =
  "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-700 transition-colors hover:text-ink-950 aria-[current=page]:text-brand-800";

const visitorOnly = "in-data-[session=signed-in]:hidden";

/**
 * The public header (spec 000 §2): wide screens get the nav and Sign up / Log in, or the Account
 * menu when signed in; small ones Sign up (or Account) and a drawer with the rest.
 */
export function Header() {
  const { user, isVerifiedStudent } = useAuth();
  const isVerified = !user || !needsVerificationMark(user, isVerifiedStudent);
  // A click on the stand-in button while the menu's code loads opens the menu once it arrives.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useSessionMark(user !== null);
  const logIn = useRef<HTMLAnchorElement>(null);
  useTakesFocusAfterRedraw(logIn, ["log-in"]);
  useDropsUntakenFocusRequest();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* Under 360 px the name would push Sign up and the menu off the screen: the mark stays, the
            name is still read out. */}
        <BrandLogo wordmarkClassName="max-[359px]:sr-only" />
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map(({ key, to }) => (
              <li key={key}>
                {to.includes("#") ? (
                  <Link to={to} className={navLinkClassName}>
                    {t(key)}
                  </Link>
                ) : (
                  <NavLink to={to} className={navLinkClassName}>
                    {t(key)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          {user ? (
            <Suspense
              fallback={<AccountButton isVerified={isVerified} onClick={() => setOpenOnLoad(true)} />}
            >
              <AccountMenu user={user} isVerified={isVerified} defaultOpen={openOnLoad} />
            </Suspense>
          ) : (
            <>
              {/* The prerendered HTML is a visitor's; a signed-in student's browser marks <html> before
                  the first paint (session-mark.ts), and sees the Account button's stand-in instead. */}
              <AccountButtonStandIn className="hidden in-data-[session=signed-in]:contents" />
              <Link
                ref={logIn}
                to={paths.login}
                className={buttonClassName({ variant: "outline", size: "sm", className: visitorOnly })}
              >
                {t("nav.logIn")}
              </Link>
              <SignUpLink />
            </>
          )}
        </div>
        {/* Small screens: Sign up (or Account) beside the menu, so joining takes one tap. */}
        <div className="flex items-center gap-2 lg:hidden">
          {user ? (
            <PhoneAccountLink user={user} isVerified={isVerified} />
          ) : (
            <>
              <PhoneAccountStandIn className="hidden in-data-[session=signed-in]:contents" />
              <SignUpLink />
            </>
          )}
          <MobileMenu user={user} isVerified={isVerified} />
        </div>
      </div>
    </header>
  );
}

function SignUpLink() {
  return (
    <Link
      to={paths.signup}
      className={buttonClassName({ variant: "primary", size: "sm", className: visitorOnly })}
    >
      {t("nav.signUp")}
    </Link>
  );
}
