// Which language the page speaks, and switching it. A visitor's choice lives in a cookie (the server
// reads it for the first HTML); a signed-in student's also on the account, so it follows them.
import type { Messages } from "@lingui/core";
import { directionOf, isLocale, LOCALE_COOKIE, type Locale } from "@studentperks/contracts/i18n/locales";
import { i18n } from "./instance.ts";

export type { Locale };

const ONE_YEAR = 60 * 60 * 24 * 365;

type Part = "frame" | "pages";
type Load = () => Promise<{ default: Messages }>;

// Every catalogue but English's frame loads as its own chunk; Arabic brings its font along.
const catalogues: Record<Locale, Record<Part, Load | null>> = {
  en: { frame: null, pages: () => import("virtual:catalog/lib/i18n/locales/en.pages.json") },
  ar: {
    frame: async () => {
      const [messages] = await Promise.all([
        import("virtual:catalog/lib/i18n/locales/ar.json"),
        import("./arabic.css"),
      ]);
      return messages;
    },
    pages: () => import("virtual:catalog/lib/i18n/locales/ar.pages.json"),
  },
};

const loaded = new Map<string, Promise<void>>();
let pagesWanted = false;
const listeners = new Set<() => void>();

function load(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    const loadCatalogue = catalogues[locale][part];
    loading = loadCatalogue
      ? loadCatalogue().then(({ default: messages }) => i18n.load(locale, messages))
      : Promise.resolve();
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : "en";
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pages' texts in the page's language; every page but the home page waits for them (router.tsx). */
export function loadPageMessages(): Promise<void> {
  pagesWanted = true;
  return load(currentLocale(), "pages");
}

function readCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ?? null;
}

/**
 * The visitor's remembered choice, else the language the server chose for the page's HTML (from the
 * browser's Accept-Language: modules/public-pages/app-shell.ts), else English.
 */
export function initialLocale(): Locale {
  const chosen = readCookie();
  if (isLocale(chosen)) return chosen;
  const served = document.documentElement.lang;
  return isLocale(served) ? served : "en";
}

/**
 * Both of `locale`'s catalogues loaded and the language spoken, with no document to mark: the build's
 * prerender (entry-server.tsx) renders every page in each language this way.
 */
export async function speakForPrerender(locale: Locale): Promise<void> {
  pagesWanted = true;
  await Promise.all([load(locale, "frame"), load(locale, "pages")]);
  i18n.activate(locale);
}

/**
 * The Arabic faces are `font-display: optional` (arabic.css): a face missing at first paint is not
 * swapped in later. A prerendered Arabic page preloads them; a switch to Arabic fetches them before
 * showing it, so the new language arrives in its own font (waiting at most a moment on a slow line).
 */
function arabicFacesReady(): Promise<unknown> {
  if (!("fonts" in document)) return Promise.resolve();
  const faces = ["400", "700"].map((weight) =>
    document.fonts.load(`${weight} 1em "IBM Plex Sans Arabic"`, "ع"),
  );
  const aMoment = new Promise((resolve) => setTimeout(resolve, 1500));
  return Promise.race([Promise.all(faces).catch(() => undefined), aMoment]);
}

/** Loads `locale`'s catalogues if need be, then makes it the page's language (and remembers it). */
export async function activateLocale(locale: Locale, options: { remember: boolean }): Promise<void> {
  await Promise.all([load(locale, "frame"), pagesWanted ? load(locale, "pages") : undefined]);
  if (options.remember && locale === "ar") await arabicFacesReady();
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
