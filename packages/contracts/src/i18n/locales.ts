// The languages StudentPerks speaks, and how a request's language is chosen: the visitor's own choice
// (cookie, or the account's locale) first, then the browser's Accept-Language, then English.
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The browser remembers a visitor's choice in this cookie (readable by the server, for the first HTML). */
export const LOCALE_COOKIE = "sp_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The BCP 47 tag Intl formats with: UAE conventions in both languages (dates, digits, AED). */
export function intlTagOf(locale: Locale): string {
  return locale === "ar" ? "ar-AE" : "en-AE";
}

/**
 * The supported language an Accept-Language header (or navigator.languages, joined) asks for most,
 * by q-value then order; null when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** A chosen locale wins; otherwise the browser's languages; otherwise English. */
export function pickLocale(
  chosen: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
