// The app's one Lingui instance. Each language has two catalogues: locales/<locale>.json, what the
// home page and the frame around every page say (loaded before the first render), and
// locales/<locale>.pages.json, the other pages' texts with the contracts' form messages (loaded with
// the first page that needs them: ./locale.ts). English, the spec's language, ships with the app.
import { setupI18n } from "@lingui/core";
import { isolatedValues } from "@studentperks/contracts/i18n/isolates";
import { isLocale } from "@studentperks/contracts/i18n/locales";
import { registerTranslator, type MessageValues } from "@studentperks/contracts/i18n/translator";
import english from "virtual:catalog/lib/i18n/locales/en.json";
import { withPluralValues } from "./plural-values.ts";

export const i18n = setupI18n({ locale: "en", messages: { en: english } });

// The build leaves a message without placeholders as a bare string (vite/compiled-catalogs.ts): it is
// already its own compiled form, so Lingui takes it as is.
i18n.setMessagesCompiler((text) => [text]);

/**
 * The message `id` in the page's language, with the values its plurals select on (./plural-selects.ts);
 * in Arabic each text value isolated (an e-mail address or a Latin name keeps its punctuation in place).
 */
export function translate(id: string, values?: MessageValues): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  return i18n._(id, withPluralValues(isolatedValues(values, locale), locale));
}

// The contracts' validation and error texts (in the pages' catalogues) follow the page's language.
registerTranslator(translate);
