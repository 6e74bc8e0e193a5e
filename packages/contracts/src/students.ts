// The student profile of the dashboard (spec 001 §3, §7). The answer field is `student`.
import * as z from "zod";
import { lazyMessages, say } from "./i18n/messages.ts";
import { answerText, secretLine } from "./text.ts";
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  otpSchema,
  PASSWORD_MAX,
  phoneSchema,
} from "./account-fields.ts";
import { SHOWN_VERIFICATION_STATUSES, VERIFICATION_STAGES } from "./verification-status.ts";

export const studentProfileSchema = z.object({
  firstName: answerText(),
  lastName: answerText(),
  email: answerText(),
  phoneNumber: answerText().nullable(),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
  /** When the current choice on each channel was made (issue 38); null when none is on record. */
  emailMarketingSince: answerText().nullable(),
  whatsappMarketingSince: answerText().nullable(),
  status: z.enum(SHOWN_VERIFICATION_STATUSES),
  stage: z.enum(VERIFICATION_STAGES),
  studentEmail: answerText().nullable(),
  verifiedAt: answerText().nullable(),
  expiresAt: answerText().nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
export const studentAnswerSchema = z.object({ student: studentProfileSchema });

/** PATCH /api/students/profile. The names follow the sign-up rules: a profile keeps a last name too. */
export const updateProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema.nullable(),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** POST /api/students/profile. `status` is accepted and ignored: a new profile always starts pending. */
export const createProfileSchema = updateProfileSchema.extend({ status: z.unknown().optional() });
export type CreateProfileInput = z.infer<typeof createProfileSchema>;

// Changing the login e-mail is two steps: the current password sends a 6-digit code to the new
// address, and the code makes the change. PATCH /api/students/profile never changes the e-mail.
export const emailChangeMessages = lazyMessages({
  needsConfirmation: "emailChange.needsConfirmation",
  sameEmail: "emailChange.sameEmail",
  currentPassword: "emailChange.currentPassword",
  codeSent: (email: string) => say("emailChange.codeSent", { email }),
});

/** POST /api/students/email-change (also the resend). */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: secretLine()
    .min(1, { error: () => emailChangeMessages.currentPassword })
    .max(PASSWORD_MAX),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export const emailChangeRequestAnswerSchema = z.object({ message: answerText(), email: answerText() });
export type EmailChangeRequestAnswer = z.infer<typeof emailChangeRequestAnswerSchema>;

/** POST /api/students/email-change/confirm: the code mailed to the new address; answers `{student}`. */
export const emailChangeConfirmSchema = z.object({ code: otpSchema });
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;
