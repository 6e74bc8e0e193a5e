// The staff console's screens are in English whatever the page's language (staff work in English; the
// audit log's labels, which follow the page, come from the app's own catalogues). Their catalogues are
// compiled like the app's (vite/compiled-catalogs.ts) and load with the console's lazy route, so each
// gets a Lingui instance of its own that stays English instead of joining the page's.
import { setupI18n, type Messages } from "@lingui/core";
import type { MessageValues } from "@studentperks/contracts/i18n/translator";
import { withPluralValues } from "./plural-values.ts";

/** A translator for one English-only catalogue: `K` is the catalogue's keys (`keyof typeof messages`). */
export function englishOnlyTranslator<K extends string>(messages: Messages) {
  const i18n = setupI18n({ locale: "en", messages: { en: messages } });
  // As in ./instance.ts: a message without placeholders is built as its own compiled form.
  i18n.setMessagesCompiler((text) => [text]);
  return (key: K, values?: MessageValues): string => i18n._(key, withPluralValues(values, "en"));
}
