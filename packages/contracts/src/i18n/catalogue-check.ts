// What makes a pair of catalogues (English, Arabic) sound, as a list of problems: the same ids, every
// message valid ICU, the same placeholders in both, real Arabic in the Arabic one (no English left
// untranslated), and Arabic plurals that say all six of the language's forms. The contracts' and the
// server's catalogue tests both run it.
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Catalogue } from "./runtime.ts";

type Compiled = CompiledMessage | string;
type Token = string | [string, string?, Record<string, Compiled>?];

const ARABIC_LETTER = /\p{Script=Arabic}/u;
export const ARABIC_PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;

interface Argument {
  name: string;
  type: string | undefined;
  forms: string[];
}

/** The arguments a compiled message names, plural and select branches included. */
function argumentsOf(compiled: Compiled): Argument[] {
  if (typeof compiled === "string") return [];
  return (compiled as Token[]).flatMap((token): Argument[] => {
    if (typeof token === "string") return [];
    const [name, type, format] = token;
    const choices = type === "plural" || type === "select" || type === "selectordinal" ? (format ?? {}) : {};
    // A plural's format also holds its `offset` (a number, or undefined), which is no branch.
    const branches = Object.entries(choices).filter(([form]) => form !== "offset");
    return [
      { name, type, forms: branches.map(([form]) => form) },
      ...branches.flatMap(([, branch]) => argumentsOf(branch)),
    ];
  });
}

function compiled(catalogue: Catalogue, language: string, problems: string[]): Map<string, Argument[]> {
  const result = new Map<string, Argument[]>();
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      result.set(id, argumentsOf(compileMessageOrThrow(message)));
    } catch (error) {
      problems.push(`${language} "${id}" is not valid ICU MessageFormat: ${String(error)}`);
    }
  }
  return result;
}

const names = (args: Argument[]) => new Set(args.map((arg) => arg.name));

export function catalogueProblems({ en, ar }: { en: Catalogue; ar: Catalogue }): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(en)) if (!(id in ar)) problems.push(`"${id}" has no Arabic`);
  for (const id of Object.keys(ar)) if (!(id in en)) problems.push(`"${id}" is in Arabic only`);
  const english = compiled(en, "English", problems);
  const arabic = compiled(ar, "Arabic", problems);
  for (const [id, arabicArgs] of arabic) {
    const message = ar[id]!;
    if (!ARABIC_LETTER.test(message.replace(/\{[^{}]*\}/g, ""))) {
      problems.push(`Arabic "${id}" has no Arabic words: is it translated? (${message})`);
    }
    const englishArgs = english.get(id);
    if (englishArgs) {
      const inArabic = names(arabicArgs);
      const inEnglish = names(englishArgs);
      for (const name of inEnglish) if (!inArabic.has(name)) problems.push(`Arabic "${id}" lacks {${name}}`);
      for (const name of inArabic)
        if (!inEnglish.has(name)) problems.push(`Arabic "${id}" has an unknown {${name}}`);
    }
    for (const arg of arabicArgs.filter((a) => a.type === "plural")) {
      const missing = ARABIC_PLURAL_FORMS.filter((form) => !arg.forms.includes(form));
      if (missing.length > 0)
        problems.push(`Arabic "${id}" plural {${arg.name}} lacks ${missing.join(", ")}`);
    }
  }
  for (const [id, args] of english) {
    for (const arg of args.filter((a) => a.type === "plural")) {
      if (!arg.forms.includes("other")) problems.push(`English "${id}" plural {${arg.name}} lacks other`);
    }
  }
  return problems;
}
