import { Fragment, type ReactNode } from "react";
import { t, type MessageKey } from "./index.ts";

/**
 * `text` with `{name}` placeholders replaced by elements (links inside a sentence), so translations
 * can move them around the sentence. Unknown placeholders stay as written.
 */
export function fillRich(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in elements ? elements[name] : part}</Fragment>;
  });
}

/** The message for `key`, with its `{name}` placeholders replaced by elements (see fillRich). */
export function tRich(key: MessageKey, elements: Record<string, ReactNode>): ReactNode {
  return fillRich(t(key), elements);
}
