// A value set inside a right-to-left sentence (an e-mail address, a code, a brand's Latin name) is
// isolated, U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, so its direction does not
// mix with the sentence's: without them "… لدى Karak Island." shows its full stop on the wrong side.
// Output only: the same characters are refused in what people type (../text.ts, issue 31).
import { directionOf, type Locale } from "./locales.ts";
import type { MessageValues } from "./translator.ts";

export const FIRST_STRONG_ISOLATE = "\u2068";
export const POP_DIRECTIONAL_ISOLATE = "\u2069";

/** `text` as a run of its own direction inside any sentence. */
export const isolated = (text: string): string => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * `values` ready for a message in `locale`: in a right-to-left language each text value isolated;
 * numbers, and every value of a left-to-right language, as they are.
 */
export function isolatedValues(values: MessageValues | undefined, locale: Locale): MessageValues | undefined {
  if (!values || directionOf(locale) === "ltr") return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" && value !== "" ? isolated(value) : value,
    ]),
  );
}
