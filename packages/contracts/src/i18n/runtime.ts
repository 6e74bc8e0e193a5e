// Turning flat ICU catalogues (id -> message) into a translate function with Lingui's runtime. Each app
// compiles its catalogues once, at start-up (the server) or at build time (the web), never per message.
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { intlTagOf, LOCALES, type Locale } from "./locales.ts";
import type { MessageValues } from "./translator.ts";

/** A catalogue as written: message id -> ICU MessageFormat text. */
export type Catalogue = Readonly<Record<string, string>>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Compiles every message of a catalogue; throws on the first that is not valid ICU, naming it. */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`Message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
      }
    }),
  );
}

/** One Lingui instance per language, each loaded with its catalogues merged and compiled. */
export function createLocaleI18ns(catalogues: Record<Locale, readonly Catalogue[]>): Record<Locale, I18n> {
  const entries = LOCALES.map((locale) => {
    const merged = Object.assign({}, ...catalogues[locale]) as Catalogue;
    const i18n = setupI18n({
      locale,
      locales: [intlTagOf(locale)],
      messages: { [locale]: compileCatalogue(merged) },
    });
    return [locale, i18n] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, I18n>;
}

// Lingui decodes \uXXXX and \xXX escape sequences in the text it produces, values included: a name
// typed as "A\x00B" would come out with a NUL in it. Such values are put in after formatting instead.
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;
const HOLE = /\uE000(\d+)\uE001/g;

/** `id` in `i18n`'s language, with `values` put in exactly as given. */
export function translateWith(i18n: I18n, id: string, values?: MessageValues): string {
  if (!values) return i18n._(id);
  const held: string[] = [];
  const safe: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && (ESCAPE_SEQUENCE.test(value) || value.includes("\uE000"))) {
      safe[name] = `\uE000${held.push(value) - 1}\uE001`;
    } else {
      safe[name] = value;
    }
  }
  const text = i18n._(id, safe);
  return held.length === 0 ? text : text.replace(HOLE, (_, index: string) => held[Number(index)]!);
}

/** true when A and B have the same keys: a catalogue's languages are checked by the compiler with it. */
export type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
