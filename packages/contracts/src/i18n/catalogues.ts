// The contracts' own catalogue, in every language: the validation and error messages the schemas and
// message objects say. THE source of these texts for the server and for the web (which merges the same
// JSON files into its catalogue); keys are stable, English is the specification's exact wording.
import en from "./messages/en.json" with { type: "json" };
import ar from "./messages/ar.json" with { type: "json" };
import type { Catalogue, SameKeys } from "./runtime.ts";
import type { Locale } from "./locales.ts";

/** Every id the contracts' catalogue has. */
export type ContractsMessageId = keyof typeof en;

// The same ids in every language, checked by the compiler too (catalogues.test.ts checks the rest).
const arabicHasEveryId: SameKeys<typeof en, typeof ar> = true;
void arabicHasEveryId;

export const contractsCatalogues: Record<Locale, Catalogue> = { en, ar };
