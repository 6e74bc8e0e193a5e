// Where a password reset stands in this tab: the e-mail the code went to, and until when the code
// this browser verified still lets it set a password (the server's grant, an HttpOnly cookie, lasts
// 10 minutes). Session storage: a reload or Back keeps the step; another tab starts again.
const KEY = "studentperks.passwordReset";

/** The server's grant after a verified code (docs/security.md). */
export const RESET_GRANT_MS = 10 * 60_000;

export interface ResetProgress {
  email: string;
  /** Epoch ms; null before the code is verified. */
  verifiedUntil: number | null;
}

/** Stored text -> progress; a lapsed grant reads as not verified, anything malformed as none. */
export function parseResetProgress(raw: string | null, now: number): ResetProgress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ResetProgress>;
    if (typeof value.email !== "string" || value.email === "") return null;
    const until = typeof value.verifiedUntil === "number" ? value.verifiedUntil : null;
    return { email: value.email, verifiedUntil: until !== null && until > now ? until : null };
  } catch {
    return null;
  }
}

export function readResetProgress(): ResetProgress | null {
  try {
    return parseResetProgress(window.sessionStorage.getItem(KEY), Date.now());
  } catch {
    return null;
  }
}

export function saveResetProgress(progress: ResetProgress): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Without storage the steps still work; only a reload starts again.
  }
}

export function clearResetProgress(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored where storage is refused.
  }
}
