import { use } from "react";
import type { Locale } from "./locale.ts";
import { useLocale } from "./use-locale.ts";

/**
 * Long texts kept as data per language (legal pages, the guide): English ships with its page, other
 * languages load as their own chunk when the page is shown in them (the page suspends meanwhile).
 */
export function createLocalizedContent<T>(
  english: T,
  others: Record<Exclude<Locale, "en">, () => Promise<T>>,
) {
  const loading = new Map<Locale, Promise<T>>();
  return function useLocalizedContent(): T {
    const locale = useLocale();
    if (locale === "en") return english;
    let promise = loading.get(locale);
    if (!promise) {
      promise = others[locale]();
      loading.set(locale, promise);
    }
    return use(promise);
  };
}
