// Texts the contracts own (validation and error messages) are produced in the active language at the
// moment they are needed. Each app registers how to translate: the web with the page's language, the
// server with the request's (or an e-mail recipient's) language.
export type MessageValues = Record<string, string | number>;
export type Translate = (id: string, values?: MessageValues) => string;

let translate: Translate | null = null;

/** Called once at start-up by the web app and by the server. */
export function registerTranslator(next: Translate): void {
  translate = next;
}

/** The contracts' message `id` in the active language. */
export function msg(id: string, values?: MessageValues): string {
  if (!translate) throw new Error(`No translator is registered to say "${id}".`);
  return translate(id, values);
}
