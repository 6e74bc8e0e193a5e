import { en, type MessageKey } from "./en.ts";

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

// One catalogue today; Arabic (and dir="rtl") plugs in here by choosing the catalogue per locale.
const catalogue: Record<MessageKey, string> = en;

/** The message for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params?: MessageParams): string {
  const message = catalogue[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
