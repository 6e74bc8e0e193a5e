// zod's own messages (a field of the wrong type, one missing) in the active language, like ours.
import * as z from "zod";
import type { Locale } from "./locales.ts";

/** From now on zod words its own issues in the language `current()` names at the time of the issue. */
export function sayZodIssuesIn(current: () => Locale): void {
  const errors: Record<Locale, z.core.$ZodErrorMap> = {
    en: z.locales.en().localeError,
    ar: z.locales.ar().localeError,
  };
  z.config({ localeError: (issue) => errors[current()](issue) });
}
