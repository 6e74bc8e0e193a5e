import { Fragment, type ReactNode } from "react";
import { i18n } from "./instance.ts";
import type { MessageKey } from "./index.ts";

/**
 * Legal text (plain data, not a catalogue message) with `{name}` placeholders replaced by elements.
 * Unknown placeholders stay as written.
 */
export function fillRich(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in elements ? elements[name] : part}</Fragment>;
  });
}

// Stands for an element while Lingui formats the message; cannot occur in a message's own text.
const MARK = "\u0000";

/**
 * The message for `key` with elements (links inside a sentence) where its placeholders are: Lingui
 * formats it with a marker per element, and each marker becomes its element.
 */
export function tRich(key: MessageKey, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return i18n
    ._(key, markers)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? elements[names[Number(part)]!] : part}</Fragment>
    ));
}
