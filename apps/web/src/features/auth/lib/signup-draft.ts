// The signup draft (spec 000 §3), checked: what signup-draft-store.ts keeps, if the form would accept it.
import { signupDraftSchema, type SignupDraft } from "@studentperks/contracts/auth";
import { storedSignupDraft } from "./signup-draft-store.ts";

/** The saved draft, or null when there is none or it is not a valid draft. */
export function readSignupDraft(): SignupDraft | null {
  return parseSignupDraft(storedSignupDraft());
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
