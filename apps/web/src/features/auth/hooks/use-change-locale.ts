import { useCallback } from "react";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { activateLocale } from "#web/lib/i18n/index.ts";

/** Switches the page's language and remembers it in this browser. */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  return useCallback(async (locale: Locale) => {
    await activateLocale(locale, { remember: true });
  }, []);
}
