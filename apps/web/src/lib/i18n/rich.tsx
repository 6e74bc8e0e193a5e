import { Fragment, type ReactNode } from "react";
import { t, type MessageKey } from "./index.ts";

/**
 * The message for `key` with `{name}` placeholders replaced by elements (links inside a sentence),
 * so translations can move them around the sentence.
 */
export function tRich(key: MessageKey, elements: Record<string, ReactNode>): ReactNode {
  return t(key)
    .split(/(\{\w+\})/)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return (
        <Fragment key={index}>{name !== undefined && name in elements ? elements[name] : part}</Fragment>
      );
    });
}
