// How long rows are kept once they are of no more use (docs/operating.md "Housekeeping").

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION = {
  /** A session is useless once expired. */
  sessionsAfterExpiryMs: 0,
  /** One-time codes (password reset, student e-mail, login e-mail change): a day after expiry or use. */
  codesAfterExpiryMs: DAY_MS,
  /**
   * Offer events feed staff Insights, whose longest period is INSIGHTS_MAX_DAYS: about 13 months
   * keeps a full year (and the same weeks a year earlier) readable.
   */
  analyticsDays: 400,
  /** A verification reminder's claim: past the last reminder's window (a day after the expiry), plus a day. */
  remindersAfterExpiryMs: 2 * DAY_MS,
  /**
   * A verification document's file, after staff decided on it (issue 38, the privacy policy says so):
   * long enough for a student to ask about a decision, no longer.
   */
  documentsAfterDecisionDays: 30,
  sentMailDays: 30,
  /** Longer than sent mail: given-up messages are what operators look into. */
  deadMailDays: 90,
} as const;
