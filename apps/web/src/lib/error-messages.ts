// An error answer's message in the page's language. The server words it in the request's language
// and names that language in Content-Language; a message in another one (a proxy's, or an answer to a
// request sent before the language was switched) gives way to the app's own text for its code. The
// server's text stays when the app does not know the code: it says more than a generic fallback.
import type { ErrorCode } from "@studentperks/contracts/error-codes";
import { currentLocale, t, type MessageKey } from "./i18n/index.ts";

/** The codes the app words itself (locales/<locale>.json, `apiError.<CODE>`). */
const KNOWN_CODES = new Set<ErrorCode>([
  "SERVER_BUSY",
  "IMAGE_QUEUE_BUSY",
  "RATE_LIMITED",
  "ACCOUNT_THROTTLED",
  "INTERNAL",
  "NOT_FOUND",
  "BAD_REQUEST",
  "TOO_LARGE",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "UNSUPPORTED_TYPE",
  "FORBIDDEN",
  "CROSS_SITE",
  "SIGNED_OUT",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "INVALID_CODE",
  "TOO_MANY_TRIES",
  "WRONG_PASSWORD",
  "SAME_PASSWORD",
  "ALREADY_VERIFIED",
  "EMAIL_CLAIMED",
  "FREE_WEBMAIL",
  "NOT_VERIFIED",
  "NO_CODES_LEFT",
  "OFFER_NOT_FOUND",
]);

export interface ErrorAnswer {
  /** The body's `message`, if it had one. */
  message: string | undefined;
  /** The body's `code`, if it had one. */
  code: string | undefined;
  /** The answer's Content-Language: the language the server wrote `message` in; null when unsaid. */
  language: string | null;
}

const isKnown = (code: string | undefined): code is ErrorCode =>
  code !== undefined && KNOWN_CODES.has(code as ErrorCode);

/** The language tag's primary subtag, lower case ("ar-AE" → "ar"). */
const primaryLanguage = (tag: string) => tag.split("-")[0]!.trim().toLowerCase();

/** What to show for an error answer now, or undefined when it said nothing (callers fall back). */
export function localizedErrorMessage({ message, code, language }: ErrorAnswer): string | undefined {
  const spokenHere = language !== null && primaryLanguage(language) === currentLocale();
  if (message !== undefined && spokenHere) return message;
  if (isKnown(code)) return t(`apiError.${code}` as MessageKey);
  return message;
}
