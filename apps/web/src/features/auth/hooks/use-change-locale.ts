import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { activateLocale } from "#web/lib/i18n/index.ts";
import { currentUserQueryKey } from "../api/get-user.ts";
import { updateLocale } from "../api/update-locale.ts";
import { rememberChoiceHere } from "../lib/locale-choice.ts";
import { readCachedUser, writeCachedUser } from "../lib/user-cache.ts";

/**
 * Switches the page's language and remembers it: in this browser, and on the account when someone
 * is signed in (so their other devices and the e-mails they get follow).
 */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      rememberChoiceHere(locale);
      const answered = queryClient.getQueryData<User>(currentUserQueryKey);
      if (answered) queryClient.setQueryData<User>(currentUserQueryKey, { ...answered, locale });
      await activateLocale(locale, { remember: true });
      // The server's user, or the one this browser remembers while the server has not answered yet.
      if (!(answered ?? readCachedUser())) return;
      try {
        const saved = await updateLocale(locale);
        queryClient.setQueryData(currentUserQueryKey, saved);
        writeCachedUser(saved);
      } catch (error) {
        // The page still speaks the chosen language; the account keeps its old one until next time.
        console.warn("Could not save the language on the account.", error);
      }
    },
    [queryClient],
  );
}
