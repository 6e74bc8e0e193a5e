// The student profile of the dashboard (spec 001 §3, §7). The answer field is `student`.
import * as z from "zod";
import { emailSchema, NAME_MAX, phoneSchema } from "./auth.ts";
import { SHOWN_VERIFICATION_STATUSES } from "./verification-status.ts";

export const studentProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
  status: z.enum(SHOWN_VERIFICATION_STATUSES),
  studentEmail: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
export const studentAnswerSchema = z.object({ student: studentProfileSchema });

// The dashboard splits the full name at the first space, so a one-word name arrives with an empty
// last name: the profile accepts that, unlike sign-up.
const profileNameSchema = z.string().trim().min(1, "Please enter your name").max(NAME_MAX);

/** PATCH /api/students/profile. */
export const updateProfileSchema = z.object({
  firstName: profileNameSchema,
  lastName: z.string().trim().max(NAME_MAX),
  email: emailSchema,
  phoneNumber: phoneSchema.nullable(),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** POST /api/students/profile. `status` is accepted and ignored: a new profile always starts pending. */
export const createProfileSchema = updateProfileSchema.extend({ status: z.unknown().optional() });
export type CreateProfileInput = z.infer<typeof createProfileSchema>;
