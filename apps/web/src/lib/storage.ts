// Browser storage keys (spec 000 §3) and access that survives a browser refusing storage
// (private modes, full quota): reading then finds nothing and writing is skipped.
export const storageKeys = {
  /** The signed-in user as last seen, so the header knows it before the server answers. */
  currentUser: "studentperks.currentUser",
  /** The signup form's draft, read by /create-password. */
  signupData: "signupData",
  /** Verification by e-mail (spec 000 §3): what /student-verification sent, read by /otp-verification. */
  studentEmail: "studentEmail",
  institution: "institution",
  personalEmail: "personalEmail",
  /** The code as typed so far, so a reload (or a trip to the mail app) keeps it. */
  verificationOTP: "verificationOTP",
  /** The student card's face as last confirmed, to show offline (never its QR); cleared at log-out. */
  studentCard: "studentperks.studentCard",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key} in this browser.`, error);
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored where storage is refused.
  }
}
