/** Who is looking at the offers, as the page tells the offers feature (spec 000 §4). */
export interface Viewer {
  /** Still finding out who is signed in. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A signed-in student, verified or not: may save offers. */
  isStudent: boolean;
  /** Staff: they manage offers in the console and are not given codes. */
  isStaff: boolean;
  /** Role student with an active verification: may redeem codes and open referral links. */
  isVerifiedStudent: boolean;
  /** Sent with tracking calls as `studentId` (spec 000 §7); the server trusts the session instead. */
  userId: string | null;
}
