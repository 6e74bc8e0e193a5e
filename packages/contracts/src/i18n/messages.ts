// The contracts' message objects (authMessages, merchantMessages, ...) keep their shape for callers, but
// each text is looked up when it is read, so it comes out in the language active at that moment: the
// request's on the server, the page's on the web. Nothing may read one at module load (zod schemas
// take a function: `{ error: () => authMessages.passwordMin }`).
import type { ContractsMessageId } from "./catalogues.ts";
import { msg, type MessageValues } from "./translator.ts";

/** The contracts' message `id` (checked against the catalogue) in the active language. */
export const say = (id: ContractsMessageId, values?: MessageValues): string => msg(id, values);

type Entry<Id extends string> = Id | readonly [Id, MessageValues] | ((...args: never[]) => string);
type Messages<T> = { readonly [K in keyof T]: T[K] extends (...args: never[]) => string ? T[K] : string };

/**
 * Makes message objects over a catalogue: an id (or an id and fixed values) becomes a getter that
 * says it in the active language; a function stays as it is (it says its message itself).
 */
export function messageObjects<Id extends string>(sayIt: (id: Id, values?: MessageValues) => string) {
  return function lazyMessages<const T extends Record<string, Entry<Id>>>(entries: T): Messages<T> {
    const messages = {};
    for (const [name, entry] of Object.entries(entries) as [string, Entry<Id>][]) {
      if (typeof entry === "function") {
        Object.defineProperty(messages, name, { enumerable: true, value: entry });
        continue;
      }
      const [id, values] = typeof entry === "string" ? [entry as Id, undefined] : entry;
      Object.defineProperty(messages, name, { enumerable: true, get: () => sayIt(id, values) });
    }
    return Object.freeze(messages) as Messages<T>;
  };
}

/** The contracts' message objects. */
export const lazyMessages = messageObjects(say);
