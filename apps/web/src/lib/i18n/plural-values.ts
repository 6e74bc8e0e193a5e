import type { MessageValues } from "@studentperks/contracts/i18n/translator";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { formatNumber } from "./format.ts";
import { pluralCategoryOf, writtenNumberOf } from "./plural-selects.ts";

// Plural rules need no number data: a page's first one is cheap, unlike a number format.
const rules = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(intlTagOf(locale));
    rules.set(locale, found);
  }
  return found;
}

/** `values` with each number's plural category and written form, which plural messages select on (./plural-selects.ts). */
export function withPluralValues(
  values: MessageValues | undefined,
  locale: Locale,
): MessageValues | undefined {
  if (!values) return values;
  let extended: MessageValues | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") continue;
    extended ??= { ...values };
    extended[pluralCategoryOf(name)] = pluralRules(locale).select(value);
    extended[writtenNumberOf(name)] = formatNumber(value, locale);
  }
  return extended ?? values;
}
