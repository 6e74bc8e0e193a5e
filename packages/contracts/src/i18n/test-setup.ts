// Unit tests (vitest's unit project) get the contracts' catalogue through the same runtime the server
// uses, in English unless a test asks for another language with inLocale().
import { contractsCatalogues } from "./catalogues.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { createLocaleI18ns, translateWith } from "./runtime.ts";
import { registerTranslator } from "./translator.ts";
import { sayZodIssuesIn } from "./zod-locale.ts";

const i18ns = createLocaleI18ns({ en: [contractsCatalogues.en], ar: [contractsCatalogues.ar] });
let active: Locale = DEFAULT_LOCALE;

registerTranslator((id, values) => translateWith(i18ns[active], id, values));
sayZodIssuesIn(() => active);

/** Runs `work` with the contracts speaking `locale`. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  const before = active;
  active = locale;
  try {
    return work();
  } finally {
    active = before;
  }
}
