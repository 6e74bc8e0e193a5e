import { useSyncExternalStore } from "react";
import { currentLocale, subscribeToLocale, type Locale } from "./locale.ts";

/** The page's language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);
}
