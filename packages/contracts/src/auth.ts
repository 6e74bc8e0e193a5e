// Account payloads and answers (spec 000 §3, §5, §7; spec 001 §3, §5, §7). One schema per payload,
// used by the web form and by the server route; the messages are the specification's words. The
// fields other payloads share (e-mail, phone, names) are in ./account-fields.ts, so a form that needs
// only those does not build every account schema when its page starts.
import * as z from "zod";
import { LOCALES } from "./i18n/locales.ts";
import { lazyMessages, say } from "./i18n/messages.ts";
import {
  authMessages,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  otpSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordSchema,
  phoneSchema,
} from "./account-fields.ts";
import { answerText, messageAnswerSchema, secretLine } from "./text.ts";
import {
  DOCUMENT_REJECTION_CODES,
  SHOWN_VERIFICATION_STATUSES,
  VERIFICATION_STAGES,
} from "./verification-status.ts";

export * from "./account-fields.ts";
export { messageAnswerSchema };

export const ROLES = ["student", "merchant", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** POST /api/auth/login. */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

/** The signup form and its local-storage draft (key `signupData`). */
export const signupDraftSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
});
export type SignupDraft = z.infer<typeof signupDraftSchema>;

/** POST /api/auth/register. `role` is accepted and ignored: every new account is a student. */
export const registerSchema = signupDraftSchema.extend({
  password: passwordSchema,
  role: z.unknown().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The /create-password form. */
export const createPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: secretLine().min(PASSWORD_MIN, { error: () => authMessages.confirmPassword }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** POST /api/auth/forgot-password (also the resend). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/verify-reset-otp. */
export const verifyResetOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
/** The reset flow's code step (the e-mail is the one the code was sent to). */
export const resetCodeFormSchema = z.object({ otp: otpSchema });
export type VerifyResetOtpInput = z.input<typeof verifyResetOtpSchema>;

/**
 * POST /api/auth/login/unlock-code: a code mailed to the account, for a browser that strangers' wrong
 * passwords have locked out of it; POST /api/auth/login/unlock with that code makes the browser a
 * known one, which signs in whatever strangers did.
 */
export const loginUnlockCodeSchema = z.object({ email: emailSchema });
export type LoginUnlockCodeInput = z.input<typeof loginUnlockCodeSchema>;
export const loginUnlockSchema = z.object({ email: emailSchema, otp: otpSchema });
export type LoginUnlockInput = z.input<typeof loginUnlockSchema>;

/** POST /api/auth/reset-password: no code; the server checks the code verified in this browser. */
export const resetPasswordSchema = z.object({ email: emailSchema, newPassword: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The /forgot-password "New Password" step. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: () => authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** POST /api/students/change-password. The server requires 8 characters (the form checks its own 6). */
export const changePasswordSchema = z.object({
  currentPassword: secretLine()
    .min(1, { error: () => authMessages.currentPassword })
    .max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The signed-in user as the client reads it (spec 000 §3). */
export const userSchema = z.object({
  id: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  email: answerText(),
  phone: answerText().nullable(),
  role: z.enum(ROLES),
  /** The language the account's e-mails are written in (and the pages, once signed in). */
  locale: z.enum(LOCALES),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
  verification: z
    .object({
      status: z.enum(SHOWN_VERIFICATION_STATUSES),
      stage: z.enum(VERIFICATION_STAGES),
      studentEmail: answerText().nullable(),
      verifiedAt: answerText().nullable(),
      expiresAt: answerText().nullable(),
      /** Why staff turned the last attempt down; only while the status is "rejected". */
      rejectionReason: answerText().optional(),
      /** The listed reason staff chose for a document (the client words it); only while "rejected". */
      rejectionCode: z.enum(DOCUMENT_REJECTION_CODES).optional(),
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });

/** PUT /api/auth/locale: the signed-in user's language; answers `{ user }`. */
export const updateLocaleSchema = z.object({ locale: z.enum(LOCALES, { error: () => authMessages.locale }) });
export type UpdateLocaleInput = z.input<typeof updateLocaleSchema>;

/**
 * The answer to a request for an e-mailed code: when a new one may be asked for (a minute after the
 * last was sent). `alreadySent` is there when no new code was sent because one went out less than a
 * minute ago (a double click, a reload, a second tab): that code still works.
 */
export const codeSentAnswerSchema = messageAnswerSchema.extend({
  resendInSeconds: z.number().int().positive(),
  alreadySent: z.literal(true).optional(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

export const codeAlreadySentMessages = lazyMessages({
  /** Password reset: says nothing about whether the e-mail has an account. */
  reset: (wait: number) => say("codeAlreadySent.reset", { wait }),
  studentEmail: (email: string, wait: number) => say("codeAlreadySent.studentEmail", { email, wait }),
});
