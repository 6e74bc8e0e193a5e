// Which script a text is written in (issue 32): a merchant's Arabic must land in the Arabic fields
// whatever box it was typed in, and staff are warned when an English text is not English.

export type Script = "arabic" | "latin";

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;

/**
 * The script most of a text's letters are in; null when it has no letters (digits, a code, a URL
 * count as neither). A tie goes to Arabic: an Arabic sentence naming one English brand is Arabic.
 */
export function scriptOf(text: string): Script | null {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return arabic >= latin ? "arabic" : "latin";
}

/** Whether a text is mostly Arabic letters. */
export function isArabicText(text: string): boolean {
  return scriptOf(text) === "arabic";
}

/** What is wrong with a text that must be in English: nothing there, or Arabic in its place. */
export type EnglishProblem = "missing" | "arabic";

export function englishProblemOf(text: string | null | undefined): EnglishProblem | null {
  if (!text?.trim()) return "missing";
  return isArabicText(text) ? "arabic" : null;
}
