// Where the signup draft (spec 000 §3) is kept: local storage, until /create-password registers the
// account. Apart from signup-draft.ts, which checks a stored draft with the contracts' schema, so the
// /signup page starts without building schemas.
import type { SignupDraft } from "@studentperks/contracts/auth";
import { readStored, removeStored, storageKeys, writeStored } from "#web/lib/storage.ts";

export function saveSignupDraft(draft: SignupDraft): void {
  writeStored(storageKeys.signupData, JSON.stringify(draft));
}

/** The stored draft as saved, unchecked. */
export function storedSignupDraft(): string | null {
  return readStored(storageKeys.signupData);
}

export function clearSignupDraft(): void {
  removeStored(storageKeys.signupData);
}
