// The dashboard's profile form: one "full name" field and an optional phone, turned into the
// PATCH /api/students/profile payload (spec 001 §5: split at the first space; empty phone -> null).
import * as z from "zod";
import type { User } from "@studentperks/contracts/auth";
import {
  updateProfileSchema,
  type StudentProfile,
  type UpdateProfileInput,
} from "@studentperks/contracts/students";
import { fullName, splitFullName } from "../../../lib/full-name.ts";

const { firstName, email, phoneNumber } = updateProfileSchema.shape;

export const profileFormSchema = z.object({
  fullName: firstName,
  email,
  phone: z
    .string()
    .trim()
    .transform((phone) => (phone === "" ? null : phone))
    .pipe(phoneNumber),
  emailMarketing: z.boolean(),
  whatsappMarketing: z.boolean(),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function toProfilePayload(values: ProfileFormOutput): UpdateProfileInput {
  return {
    ...splitFullName(values.fullName),
    email: values.email,
    phoneNumber: values.phone,
    emailMarketing: values.emailMarketing,
    whatsappMarketing: values.whatsappMarketing,
  };
}

/** The form's starting values: the profile when there is one, else the signed-in user. */
export function profileFormValues(profile: StudentProfile | null, user: User): ProfileFormInput {
  const source = profile ?? { ...user, phoneNumber: user.phone };
  return {
    fullName: fullName(source),
    email: source.email,
    phone: source.phoneNumber ?? "",
    // Spec 001 §9: marketing flags default to on when the profile has no value.
    emailMarketing: source.emailMarketing ?? true,
    whatsappMarketing: source.whatsappMarketing ?? true,
  };
}
