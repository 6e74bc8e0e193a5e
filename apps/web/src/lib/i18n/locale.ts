// Which language the page speaks, and switching it. A visitor's choice lives in a cookie (the server
// reads it for the first HTML); a signed-in student's also on the account, so it follows them.
import { directionOf, isLocale, LOCALE_COOKIE, type Locale } from "@studentperks/contracts/i18n/locales";
import { i18n } from "./instance.ts";

export type { Locale };

const ONE_YEAR = 60 * 60 * 24 * 365;

// Each language but English loads as its own chunk, with its font.
const loaders: Record<Exclude<Locale, "en">, () => Promise<void>> = {
  ar: async () => {
    const [{ default: messages }] = await Promise.all([
      import("virtual:catalog/lib/i18n/locales/ar.json"),
      import("./arabic.css"),
    ]);
    i18n.load("ar", messages);
  },
};

const loaded = new Set<Locale>(["en"]);
const listeners = new Set<() => void>();

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : "en";
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ?? null;
}

/**
 * The visitor's remembered choice, else the language the server chose for the page's HTML (from the
 * browser's Accept-Language: plugins/app-shell.ts), else English.
 */
export function initialLocale(): Locale {
  const chosen = readCookie();
  if (isLocale(chosen)) return chosen;
  const served = document.documentElement.lang;
  return isLocale(served) ? served : "en";
}

/** Loads `locale`'s catalogue if need be, then makes it the page's language (and remembers it). */
export async function activateLocale(locale: Locale, options: { remember: boolean }): Promise<void> {
  if (locale !== "en" && !loaded.has(locale)) {
    await loaders[locale]();
    loaded.add(locale);
  }
  if (options.remember) {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  }
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  if (i18n.locale === locale) return;
  i18n.activate(locale);
  for (const listener of listeners) listener();
}
