// The one rule for text a client sends (issue 15). Every string a route or form accepts is built
// with `line()` (names, e-mails, codes, search words, anything on one line) or `multiline()`
// (descriptions, messages, reasons), so the rule cannot be forgotten field by field; lint forbids a
// bare `z.string()` in the contracts and the server, and the API fuzz suite checks every route's schema.
//
// Why: PostgreSQL cannot store NUL in text, nor NUL or a lone UTF-16 surrogate (half of an emoji) in
// jsonb; control characters in a name end up in e-mail headers and on staff screens; a text-direction
// override or isolate makes "exe.<U+202E>gpj" show as "jpg.exe" wherever the text is shown (issue 31).
import * as z from "zod";
import { hasDirectionControls } from "./direction-controls.ts";
import { lazyMessages } from "./i18n/messages.ts";

export const textMessages = lazyMessages({
  singleLine: "text.singleLine",
  unreadable: "text.unreadable",
  direction: "text.direction",
});

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone surrogate (what
// String.prototype.isWellFormed looks for, which older browsers lack).
const LONE_SURROGATE = /\p{Cs}/u;
// C0 controls, DEL and C1 controls (Unicode category Cc). Tab is plain spacing everywhere.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_FORBIDDEN = /[\p{Cs}\u0000-\u0008\u000A-\u001F\u007F-\u009F]/u;
// Multi-line text keeps its line feeds and carriage returns; NUL and the other controls stay out.
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_FORBIDDEN = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Whether a string has no lone surrogate (JSON-safe, storable as UTF-8). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Text for a one-line field: well formed, no control character but tab. */
export function isSingleLineText(value: string): boolean {
  return !LINE_FORBIDDEN.test(value);
}

/** Text for a multi-line field: well formed, no control character but tab, line feed, carriage return. */
export function isMultilineText(value: string): boolean {
  return !MULTILINE_FORBIDDEN.test(value);
}

/** Every string inside a parsed JSON value (keys too) is storable multi-line text. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === "string") return isMultilineText(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([key, inner]) => isMultilineText(key) && isStorableJson(inner));
  }
  return true;
}

const unreadable = (value: string) => !isWellFormedText(value) || value.includes("\u0000");

/** The message for a one-line string that breaks the rule, or null. */
function singleLineProblem(value: string, shown: boolean): string | null {
  if (unreadable(value)) return textMessages.unreadable;
  if (!isSingleLineText(value)) return textMessages.singleLine;
  return shown && hasDirectionControls(value) ? textMessages.direction : null;
}

/** The check on one-line fields; exported so tests can tell a schema carries it. */
export const SINGLE_LINE_CHECK = z.superRefine<string>((value, ctx) => {
  const message = singleLineProblem(value, true);
  if (message) ctx.addIssue({ code: "custom", message, input: value });
});

/** The check on multi-line fields. */
export const MULTILINE_CHECK = z.superRefine<string>((value, ctx) => {
  const message = !isMultilineText(value)
    ? textMessages.unreadable
    : hasDirectionControls(value)
      ? textMessages.direction
      : null;
  if (message) ctx.addIssue({ code: "custom", message, input: value });
});

/** The check on secrets (passwords): one line, but never shown, so direction controls may stay. */
export const SECRET_LINE_CHECK = z.superRefine<string>((value, ctx) => {
  const message = singleLineProblem(value, false);
  if (message) ctx.addIssue({ code: "custom", message, input: value });
});

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string a client sends: `line("Message when missing").trim().min(...)`; shown text too. */
export function line(params?: StringParams): z.ZodString {
  return z.string(params).check(SINGLE_LINE_CHECK);
}

/**
 * A password a client sends: the one-line rule without the direction rule, since a password is never
 * shown and one set before that rule must still sign in.
 */
export function secretLine(params?: StringParams): z.ZodString {
  return z.string(params).check(SECRET_LINE_CHECK);
}

/** A multi-line string a client sends (descriptions, messages, reasons, JSON text). */
export function multiline(params?: StringParams): z.ZodString {
  return z.string(params).check(MULTILINE_CHECK);
}

/**
 * A string the server only sends (answer schemas). It is not checked: what we stored already passed
 * the rule on the way in, and an answer must not fail over old data.
 */
export function answerText(): z.ZodString {
  return z.string();
}

/** An answer that is only a sentence for the person (`{ message }`). */
export const messageAnswerSchema = z.object({ message: answerText() });
