// Error codes as plain constants, without zod: the web client's entry bundle reads SERVER_BUSY, and the
// home page's first load stays free of zod. errors.ts builds the error body's schema from them.
//
// Every error answer carries one of these as `code` beside its `message` (which is in the request's
// language): clients and tests tell reasons apart by code, never by sentence.

/** Why a 401 was given: the session is gone, or the e-mail and password do not match. */
export const UNAUTHORIZED_CODES = ["SIGNED_OUT", "INVALID_CREDENTIALS"] as const;

/** On a 429 from the login: a code mailed to the account lets this browser through (see below). */
export const ACCOUNT_THROTTLED = "ACCOUNT_THROTTLED";

/** On a 503 the server chose: it shed the request before doing any of it, so sending it again is safe. */
export const SERVER_BUSY = "SERVER_BUSY";

/** A 503 with Retry-After: the image queue had no room, so the picture was not taken; send it again. */
export const IMAGE_QUEUE_BUSY = "IMAGE_QUEUE_BUSY";

export const ERROR_CODES = [
  // Any route
  /** 400: the body, query or path failed its schema (or a rule on one field); `issues` names the fields. */
  "INVALID_FIELDS",
  /** 400: the request could not be read at all (malformed JSON, a broken header). */
  "BAD_REQUEST",
  "NOT_FOUND",
  /** 413: the body (or an uploaded file) is larger than this route takes. */
  "TOO_LARGE",
  /** 431: the request's headers (cookies included) are larger than the server reads. */
  "HEADERS_TOO_LARGE",
  /** 408: the request did not arrive in time (headers or body too slow). */
  "REQUEST_TIMEOUT",
  /** 415: a content type (or a file's real type) this route does not take. */
  "UNSUPPORTED_TYPE",
  /** 429, with Retry-After. */
  "RATE_LIMITED",
  /**
   * 429, with Retry-After: wrong passwords from everywhere hold the account back. A code mailed to it
   * (POST /api/auth/login/unlock-code) lets this browser through at once.
   */
  ACCOUNT_THROTTLED,
  /** 403: a state-changing call from another site's page. */
  "CROSS_SITE",
  /** 403: signed in, but the account's role may not do this. */
  "FORBIDDEN",
  ...UNAUTHORIZED_CODES,
  SERVER_BUSY,
  /** 500: something failed on our side; logged with the request id. */
  "INTERNAL",
  // Accounts
  "EMAIL_TAKEN",
  /** 400: a password the rules refuse (too short or long, too common, the e-mail itself). */
  "PASSWORD_REFUSED",
  "WRONG_PASSWORD",
  "SAME_PASSWORD",
  "SAME_EMAIL",
  /** 400: PATCH /api/students/profile with another e-mail; that goes through the e-mail change. */
  "EMAIL_CHANGE_NEEDS_CONFIRMATION",
  "NOT_STUDENT",
  "NO_PROFILE",
  /** 400: the typed confirmation of an account deletion is not the account's e-mail. */
  "CONFIRMATION_MISMATCH",
  // E-mailed codes
  "INVALID_CODE",
  "TOO_MANY_TRIES",
  /** 400: the password reset was asked for without a code verified in this browser. */
  "CODE_NOT_VERIFIED",
  // Student verification
  "ALREADY_VERIFIED",
  "EMAIL_CLAIMED",
  "FREE_WEBMAIL",
  // Offers and redemption
  "OFFER_NOT_FOUND",
  /** 403: only verified students redeem. */
  "NOT_VERIFIED",
  /** 409: the offer has no code left to give (its pool ran out); it comes back when codes are added. */
  "NO_CODES_LEFT",
  "NOT_A_DISCOUNT",
  /**
   * 409: the student used the offer as often as its rule allows (issue 36); `nextEligibleAt` says when
   * they may again (null: never, the offer is once per student).
   */
  "LIMIT_REACHED",
  /** 410: the offer's last day has passed (it ends at the end of that day, Dubai time). */
  "OFFER_ENDED",
  /** 403: the student was verified, but the verification has expired: verify again. */
  "VERIFICATION_EXPIRED",
  /** 400: the offer is used in store, with the student card, not with a code. */
  "IN_STORE_ONLY",
  /** 409: single-use codes uploaded to an offer whose rule is unlimited use of one shared code. */
  "UNLIMITED_OFFER",
  /** 409: the code was reported already (one report per code). */
  "ALREADY_REPORTED",
  "NOT_A_REFERRAL",
  // Uploads
  /** 415: a file upload that is not multipart/form-data. */
  "NOT_MULTIPART",
  "MALFORMED_UPLOAD",
  "NO_FILE",
  "UNEXPECTED_FILE",
  "TOO_MANY_FILES",
  "TOO_MANY_FIELDS",
  "UNREADABLE_IMAGE",
  "IMAGE_TOO_LARGE",
  "IMAGE_TOO_SLOW",
  IMAGE_QUEUE_BUSY,
  // Staff console
  "ALREADY_DECIDED",
  "DOMAIN_TWICE",
  "DOMAIN_TAKEN",
  "NAME_TAKEN",
  "BAD_TRANSITION",
  /** 409: only a live offer (published, not expired) can join the home page's Featured row. */
  "OFFER_NOT_LIVE",
  /** 409: another brand has this slug (its page's address). */
  "SLUG_TAKEN",
  /** 400: the offer lacks what publishing needs; `issues` names the fields. */
  "INCOMPLETE",
  "BAD_CODE",
  "NO_CODES",
  "FILE_MISSING",
  "FILE_REMOVED",
  // The partner portal (issue 37)
  /** 403: signed in, but the account is a member of no brand. */
  "NOT_A_PARTNER",
  /** 403: the member's role for the brand may not do this (viewers never write; owners manage members). */
  "ROLE_REFUSED",
  /** 409: removing this member would leave the brand without an owner. */
  "LAST_OWNER",
  "ALREADY_MEMBER",
  /** 409: the invitation was accepted or revoked: it cannot be resent or revoked. */
  "INVITATION_CLOSED",
  /** 410: an invitation link past its 7 days, already used, or revoked. */
  "INVITATION_EXPIRED",
  "INVITATION_USED",
  "INVITATION_REVOKED",
  /** 409: an account uses the invited address: sign in to it to accept. */
  "SIGN_IN_FIRST",
  /** 403: signed in with another address than the invited one. */
  "OTHER_ACCOUNT",
  "NOT_PAUSED",
  /** 409: the proposal was approved or withdrawn already. */
  "PROPOSAL_CLOSED",
  /** 409: an archived offer takes no proposal. */
  "OFFER_ARCHIVED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
