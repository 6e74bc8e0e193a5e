// The dashboard's profile form: one "full name" field and an optional phone, turned into the
// PATCH /api/students/profile payload (spec 001 §5: split at the first space; empty phone -> null).
// A new login e-mail is not part of that payload: it needs the password and a code sent to it.
import * as z from "zod";
import { authMessages, type User } from "@studentperks/contracts/auth";
import {
  updateProfileSchema,
  type StudentProfile,
  type UpdateProfileInput,
} from "@studentperks/contracts/students";
import { fullName, splitFullName } from "#web/lib/full-name.ts";

const { firstName, lastName, email, phoneNumber } = updateProfileSchema.shape;

/**
 * One field for both names, each checked by the sign-up rules and told on this field: a one-word
 * name would otherwise be saved with no last name, which sign-up never allows.
 */
const fullNameSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const parts = splitFullName(value);
    if (parts.lastName === "") {
      context.addIssue({ code: "custom", message: authMessages.fullName });
      return;
    }
    const refused = firstName.safeParse(parts.firstName).error ?? lastName.safeParse(parts.lastName).error;
    if (refused) context.addIssue({ code: "custom", message: refused.issues[0]!.message });
  });

export const profileFormSchema = z.object({
  fullName: fullNameSchema,
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

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What Save Changes sends: the PATCH payload with the stored login e-mail (so the other fields are
 * saved whatever happens to the e-mail), and the new e-mail to confirm apart, or null when unchanged.
 */
export function planProfileSave(
  values: ProfileFormOutput,
  storedEmail: string,
): { payload: UpdateProfileInput; newEmail: string | null } {
  const payload = { ...toProfilePayload(values), email: storedEmail };
  return { payload, newEmail: sameEmail(values.email, storedEmail) ? null : values.email.trim() };
}

/** The form's starting values: the profile when there is one, else the signed-in user. */
export function profileFormValues(profile: StudentProfile | null, user: User): ProfileFormInput {
  const source = profile ?? { ...user, phoneNumber: user.phone };
  return {
    fullName: fullName(source),
    email: source.email,
    phone: source.phoneNumber ?? "",
    // Spec 001 §9 defaulted a missing flag to on; a consent nobody gave is off (issue 32).
    emailMarketing: source.emailMarketing ?? false,
    whatsappMarketing: source.whatsappMarketing ?? false,
  };
}
