import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { t } from "#web/lib/i18n/index.ts";
import { takeReturnTo } from "#web/lib/return-to.ts";
import { toast } from "#web/lib/toast.ts";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { useCurrentUserQuery } from "../api/get-user.ts";
import { accountHome } from "../lib/account-home.ts";

/**
 * /login and /signup for someone who arrives signed in: off to the offer they came from, or their
 * account's page, with a word on why. Decided once, on the server's answer (a remembered user whose
 * session has ended stays to log in), after hydration (the prerendered form is a visitor's); whoever
 * signs in here later is the form's to send on.
 */
export function useLeaveWhenSignedIn(): void {
  const isHydrated = useIsHydrated();
  const query = useCurrentUserQuery();
  const navigate = useNavigate();
  const isDecided = useRef(false);
  const user = query.data;
  // Not asked (no sign of a session) or already answered: known now; else wait for the answer.
  const isKnown = user !== undefined || query.isError || query.fetchStatus === "idle";

  useEffect(() => {
    if (!isHydrated || !isKnown || isDecided.current) return;
    isDecided.current = true;
    if (!user) return;
    toast({
      title: t("login.alreadySignedIn"),
      description: t("login.alreadySignedInDescription"),
      forNextScreen: true,
    });
    const returnTo = user.role === "admin" ? null : takeReturnTo();
    void navigate(returnTo ?? accountHome(user), { replace: true });
  }, [isHydrated, isKnown, user, navigate]);
}
