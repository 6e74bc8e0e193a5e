// How the home page's search compares texts, in English and in Arabic. Case-folding is all English
// needs; Arabic has no case, but the same word is written in several ways, so both the query and the
// offers' texts are brought to one spelling first:
// - vowel marks (harakat, tanween, shadda, sukun), the superscript alef, Quranic marks and the
//   tatweel (ـ, which only stretches a word) are dropped, as are invisible format characters (the
//   direction marks that pasted Arabic often carries);
// - the hamza and madda marks are dropped too, so أ إ آ ٱ are all ا, ؤ is و and ئ is ي;
// - ة is read as ه and ى as ي (how they are often typed), the Persian keyboard's ی and ک as ي and ك;
// - Arabic-Indic digits are read as 0-9, and ٪ as %;
// - compatibility forms (presentation forms of Arabic letters, the ﻻ ligature, ﬁ) become the plain
//   letters, and accents on Latin letters are dropped, so "cafe" finds "Café".

/** Marks that do not change which word it is, tatweel, and invisible format characters. */
const IGNORED =
  /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0640]|\p{Cf}/gu;

const LETTERS: Record<string, string> = {
  "\u0671": "\u0627", // ٱ alef wasla -> ا
  "\u0629": "\u0647", // ة teh marbuta -> ه
  "\u0649": "\u064A", // ى alef maksura -> ي
  "\u06CC": "\u064A", // ی Farsi yeh -> ي
  "\u06A9": "\u0643", // ک keheh -> ك
  "\u066A": "%", // ٪ Arabic percent sign
};
const FOLDED = /[\u0671\u0629\u0649\u06CC\u06A9\u066A\u0660-\u0669\u06F0-\u06F9]/g;

function fold(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return LETTERS[char] ?? char;
}

/** The form in which the search compares a text: two spellings of one word give the same string. */
export function searchText(text: string): string {
  return text.normalize("NFKD").replace(IGNORED, "").normalize("NFC").replace(FOLDED, fold).toLowerCase();
}
