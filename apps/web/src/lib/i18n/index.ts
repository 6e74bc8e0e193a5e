import { en, type MessageKey } from "./en.ts";

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

// One catalogue today; Arabic (and dir="rtl") plugs in here by choosing the catalogue per locale.
const catalogue: Record<MessageKey, string> = en;

/** `message` with `{name}` placeholders replaced from `params`. */
function fill(message: string, params?: MessageParams): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The message for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params?: MessageParams): string {
  return fill(catalogue[key], params);
}

/**
 * A `t` for a catalogue that loads with its own lazy route (the staff console's), so its strings
 * stay out of the home page's bundle.
 */
export function createTranslator<K extends string>(messages: Record<K, string>) {
  return (key: K, params?: MessageParams): string => fill(messages[key], params);
}
