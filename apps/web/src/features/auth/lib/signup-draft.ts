// The signup draft (spec 000 §3): the /signup form's values, kept in local storage until
// /create-password registers the account.
import { signupDraftSchema, type SignupDraft } from "@studentperks/contracts/auth";
import { readStored, removeStored, storageKeys, writeStored } from "#web/lib/storage.ts";

export function saveSignupDraft(draft: SignupDraft): void {
  writeStored(storageKeys.signupData, JSON.stringify(draft));
}

/** The saved draft, or null when there is none or it is not a valid draft. */
export function readSignupDraft(): SignupDraft | null {
  return parseSignupDraft(readStored(storageKeys.signupData));
}

export function parseSignupDraft(raw: string | null): SignupDraft | null {
  if (raw === null) return null;
  try {
    const result = signupDraftSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function clearSignupDraft(): void {
  removeStored(storageKeys.signupData);
}
