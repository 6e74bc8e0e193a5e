// The account fields other payloads share (spec 000 §5): e-mail, password, names, phone, the e-mailed
// code, with the specification's messages. Apart from ./auth.ts so that the partnership and contact
// forms build only these when their page starts (zod schemas cost main-thread time to build).
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";
import { line, secretLine } from "./text.ts";
import {
  CODE_LENGTH,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  PHONE_MIN,
} from "./account-limits.ts";

export * from "./account-limits.ts";

export const authMessages = lazyMessages({
  email: "auth.email",
  passwordMin: "auth.passwordMin",
  passwordMax: "auth.passwordMax",
  confirmPassword: "auth.confirmPassword",
  passwordsDontMatch: "auth.passwordsDontMatch",
  firstNameMin: "auth.firstNameMin",
  lastNameMin: "auth.lastNameMin",
  nameMax: "auth.nameMax",
  phoneMin: "auth.phoneMin",
  phoneFormat: "auth.phoneFormat",
  otp: "auth.otp",
  fullName: "auth.fullName",
  currentPassword: "auth.currentPassword",
  locale: "auth.locale",
});

/** An e-mail address as typed: trimmed, checked, at most 254 characters. Compare in lower case. */
export const emailSchema = line()
  .trim()
  .max(EMAIL_MAX, { error: () => authMessages.email })
  .pipe(z.email({ error: () => authMessages.email }));

export const passwordSchema = secretLine()
  .min(PASSWORD_MIN, { error: () => authMessages.passwordMin })
  .max(PASSWORD_MAX, { error: () => authMessages.passwordMax });

export const firstNameSchema = line()
  .trim()
  .min(NAME_MIN, { error: () => authMessages.firstNameMin })
  .max(NAME_MAX, { error: () => authMessages.nameMax });
export const lastNameSchema = line()
  .trim()
  .min(NAME_MIN, { error: () => authMessages.lastNameMin })
  .max(NAME_MAX, { error: () => authMessages.nameMax });

/** Digits, spaces, hyphens, parentheses and an optional leading plus (spec 000 §5). */
export const phoneSchema = line()
  .trim()
  .min(PHONE_MIN, { error: () => authMessages.phoneMin })
  .max(PHONE_MAX, { error: () => authMessages.phoneFormat })
  .regex(/^\+?[\d\s\-()]+$/, { error: () => authMessages.phoneFormat });

export const otpSchema = line()
  .trim()
  .length(CODE_LENGTH, { error: () => authMessages.otp })
  .regex(/^\d+$/, { error: () => authMessages.otp });
