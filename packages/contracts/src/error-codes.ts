// Error codes as plain constants, without zod: the web client's entry bundle reads SERVER_BUSY, and the
// home page's first load stays free of zod. errors.ts builds the error body's schema from them.

/** Why a 401 was given: the session is gone, or the e-mail and password do not match. */
export const UNAUTHORIZED_CODES = ["SIGNED_OUT", "INVALID_CREDENTIALS"] as const;

/** On a 503 the server chose: it shed the request before doing any of it, so sending it again is safe. */
export const SERVER_BUSY = "SERVER_BUSY";
