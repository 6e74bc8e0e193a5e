// The server's languages: its own catalogue (messages/*.json) beside the contracts', both compiled once
// when the server starts; the language of the work at hand kept per request (or per e-mail) with
// AsyncLocalStorage, so t() and the contracts' messages speak it without being handed it.
import { AsyncLocalStorage } from "node:async_hooks";
import { contractsCatalogues } from "@studentperks/contracts/i18n/catalogues";
import { isolatedValues } from "@studentperks/contracts/i18n/isolates";
import { DEFAULT_LOCALE, type Locale } from "@studentperks/contracts/i18n/locales";
import { messageObjects } from "@studentperks/contracts/i18n/messages";
import {
  createLocaleI18ns,
  translateWith,
  type Catalogue,
  type SameKeys,
} from "@studentperks/contracts/i18n/runtime";
import { registerTranslator, type MessageValues } from "@studentperks/contracts/i18n/translator";
import { sayZodIssuesIn } from "@studentperks/contracts/i18n/zod-locale";
import en from "./messages/en.json" with { type: "json" };
import ar from "./messages/ar.json" with { type: "json" };

/** Every id of the server's own catalogue. */
export type ServerMessageId = keyof typeof en;

// The same ids in both languages, checked by the compiler too (catalogue.test.ts checks the rest).
const arabicHasEveryId: SameKeys<typeof en, typeof ar> = true;
void arabicHasEveryId;

export const serverCatalogues: Record<Locale, Catalogue> = { en, ar };

// Compiled here, once per process: nothing is compiled on a request's path.
const i18ns = createLocaleI18ns({
  en: [contractsCatalogues.en, serverCatalogues.en],
  ar: [contractsCatalogues.ar, serverCatalogues.ar],
});

const languages = new AsyncLocalStorage<Locale>();

/** The language of the work at hand: the request's, or the one withLocale() chose; else English. */
export const currentLocale = (): Locale => languages.getStore() ?? DEFAULT_LOCALE;

/** Runs `work` (and everything it starts) in `locale`: an e-mail in its recipient's language. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return languages.run(locale, work);
}

/**
 * A message in the current language; in Arabic each text value isolated (an e-mail address, a code,
 * a Latin brand name), so API messages and e-mails, plain text and HTML, keep their punctuation in place.
 */
function say(id: string, values?: MessageValues): string {
  const locale = currentLocale();
  return translateWith(i18ns[locale], id, isolatedValues(values, locale));
}

/** The server's message `id` in the current language. */
export function t(id: ServerMessageId, values?: MessageValues): string {
  return say(id, values);
}

/** The server's message objects: each text read in the current language. */
export const lazyMessages = messageObjects(t);

/**
 * Makes the contracts' messages, and zod's own, speak the current language. Called once at start-up
 * (buildApp, the CLI); harmless again.
 */
export function registerServerTranslator(): void {
  registerTranslator(say);
  sayZodIssuesIn(currentLocale);
}
