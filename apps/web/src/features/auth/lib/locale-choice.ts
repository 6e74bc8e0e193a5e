import type { Locale } from "@studentperks/contracts/i18n/locales";

// The language chosen with the switch on this page, if any: until the account has it too, the page
// does not follow the account's older one (use-follow-account-locale.ts).
let chosenHere: Locale | null = null;

export function rememberChoiceHere(locale: Locale): void {
  chosenHere = locale;
}

export function choiceHere(): Locale | null {
  return chosenHere;
}
