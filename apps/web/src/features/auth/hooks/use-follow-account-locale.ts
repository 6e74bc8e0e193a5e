import { useEffect, useRef } from "react";
import { activateLocale, currentLocale } from "#web/lib/i18n/index.ts";
import { useCurrentUserQuery } from "../api/get-user.ts";
import { choiceHere } from "../lib/locale-choice.ts";

/**
 * A signed-in user's language is the account's: when the server names one for a user (after logging
 * in, on another device, or changed elsewhere), the page follows it. Only a change of the account's
 * language moves the page, and never away from a choice just made here.
 */
export function useFollowAccountLocale(): void {
  const { data: user } = useCurrentUserQuery();
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      followed.current = null;
      return;
    }
    // A choice made here is on its way to the account: the account's older language must not undo it.
    const chosen = choiceHere();
    if (chosen && chosen !== user.locale) return;
    const seen = `${user.id}:${user.locale}`;
    if (followed.current === seen) return;
    followed.current = seen;
    if (user.locale !== currentLocale()) void activateLocale(user.locale, { remember: true });
  }, [user]);
}
