// What /student-verification sends and /otp-verification reads back (spec 000 §3 storage keys):
// the student e-mail, its institution (domain part), the signed-in user's e-mail, and the code typed.
import type { Verification } from "@studentperks/contracts/verification";
import { readStored, removeStored, storageKeys, writeStored } from "#web/lib/storage.ts";

export interface EmailDraft {
  studentEmail: string;
  institution: string;
  personalEmail: string;
}

/** The domain part of an address, which the client sends as `institution` (spec 000 §3). */
export function domainOf(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

export function saveEmailDraft(draft: EmailDraft): void {
  writeStored(storageKeys.studentEmail, draft.studentEmail);
  writeStored(storageKeys.institution, draft.institution);
  writeStored(storageKeys.personalEmail, draft.personalEmail);
}

/** The saved draft, or null when any of its three parts is missing (spec 000 §2 /otp-verification). */
export function readEmailDraft(): EmailDraft | null {
  const studentEmail = readStored(storageKeys.studentEmail);
  const institution = readStored(storageKeys.institution);
  const personalEmail = readStored(storageKeys.personalEmail);
  if (!studentEmail || !institution || personalEmail === null) return null;
  return { studentEmail, institution, personalEmail };
}

/**
 * The draft the server's record gives when this browser has none: a code is out to the student
 * e-mail (sent on another device, or because staff listed the domain the student was waiting on).
 */
export function draftFromVerification(
  verification: Verification | null,
  personalEmail: string,
): EmailDraft | null {
  if (verification?.status !== "pending" || !verification.studentEmail) return null;
  const { studentEmail } = verification;
  return { studentEmail, institution: domainOf(studentEmail), personalEmail };
}

export const readTypedCode = (): string => readStored(storageKeys.verificationOTP) ?? "";
export const saveTypedCode = (code: string): void => writeStored(storageKeys.verificationOTP, code);

/** After success: every verification key goes (spec 000 §4). */
export function clearEmailDraft(): void {
  for (const key of [
    storageKeys.studentEmail,
    storageKeys.institution,
    storageKeys.personalEmail,
    storageKeys.verificationOTP,
  ]) {
    removeStored(key);
  }
}
