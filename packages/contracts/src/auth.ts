// Account payloads and answers (spec 000 §3, §5, §7; spec 001 §3, §5, §7). One schema per payload,
// used by the web form and by the server route; the messages are the specification's words.
import * as z from "zod";
import { line, answerText } from "./text.ts";
import { SHOWN_VERIFICATION_STATUSES, VERIFICATION_STAGES } from "./verification-status.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 32;
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;

export const ROLES = ["student", "merchant", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const authMessages = {
  email: "Please enter a valid email address",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  confirmPassword: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  firstNameMin: "First name must be at least 2 characters",
  lastNameMin: "Last name must be at least 2 characters",
  nameMax: "Names must be at most 100 characters",
  phoneMin: "Phone number must be at least 10 digits",
  phoneFormat: "Please enter a valid phone number",
  otp: "OTP must be 6 digits",
  fullName: "Please enter your first and last name",
} as const;

/** An e-mail address as typed: trimmed, checked, at most 254 characters. Compare in lower case. */
export const emailSchema = line().trim().max(EMAIL_MAX, authMessages.email).pipe(z.email(authMessages.email));

export const passwordSchema = line()
  .min(PASSWORD_MIN, authMessages.passwordMin)
  .max(PASSWORD_MAX, authMessages.passwordMax);

export const firstNameSchema = line()
  .trim()
  .min(NAME_MIN, authMessages.firstNameMin)
  .max(NAME_MAX, authMessages.nameMax);
export const lastNameSchema = line()
  .trim()
  .min(NAME_MIN, authMessages.lastNameMin)
  .max(NAME_MAX, authMessages.nameMax);

/** Digits, spaces, hyphens, parentheses and an optional leading plus (spec 000 §5). */
export const phoneSchema = line()
  .trim()
  .min(PHONE_MIN, authMessages.phoneMin)
  .max(PHONE_MAX, authMessages.phoneFormat)
  .regex(/^\+?[\d\s\-()]+$/, authMessages.phoneFormat);

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
    confirmPassword: line().min(PASSWORD_MIN, authMessages.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** POST /api/auth/forgot-password (also the resend). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const otpSchema = line().trim().length(CODE_LENGTH, authMessages.otp).regex(/^\d+$/, authMessages.otp);

/** POST /api/auth/verify-reset-otp. */
export const verifyResetOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyResetOtpInput = z.input<typeof verifyResetOtpSchema>;

/** POST /api/auth/reset-password: no code; the server checks the code verified in this browser. */
export const resetPasswordSchema = z.object({ email: emailSchema, newPassword: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The /forgot-password "New Password" step. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** POST /api/students/change-password. The server requires 8 characters (the form checks its own 6). */
export const changePasswordSchema = z.object({
  currentPassword: line().min(1, "Please enter your current password").max(PASSWORD_MAX),
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
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });
export const messageAnswerSchema = z.object({ message: answerText() });

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

const seconds = (n: number) => (n === 1 ? "1 second" : `${n} seconds`);

export const codeAlreadySentMessages = {
  /** Password reset: says nothing about whether the e-mail has an account. */
  reset: (wait: number) =>
    `If an account exists for this email, we already sent it a code. It is still valid; you can ask for a new one in ${seconds(wait)}.`,
  studentEmail: (email: string, wait: number) =>
    `We already sent a code to ${email}. It is still valid; you can ask for a new one in ${seconds(wait)}.`,
} as const;
