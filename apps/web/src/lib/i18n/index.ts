// Every user-visible string of the web app goes through Lingui (decision 0004). The catalogues are
// JSON files of ICU messages (locales/<locale>.json and <locale>.pages.json: see instance.ts; the
// English ones hold the spec's exact wording), compiled at build time by vite/compiled-catalogs.ts.
import type { MessageValues } from "@studentperks/contracts/i18n/translator";
import { translate } from "./instance.ts";
import type en from "./locales/en.json";
import type enPages from "./locales/en.pages.json";

export type MessageKey = keyof typeof en | keyof typeof enPages;
export type { MessageValues };
export { activateLocale, currentLocale, initialLocale, loadPageMessages } from "./locale.ts";
export { useLocale } from "./use-locale.ts";

/** The message `key` in the page's language, its placeholders and plurals filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translate(key, values);
}
