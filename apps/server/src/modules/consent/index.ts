// The consent module's public face: consent on record and the unsubscribe links of marketing mail.
export { consentHistory, consentSince, recordConsent } from "./record.ts";
export { createUnsubscribe } from "./unsubscribe.ts";
export { unsubscribeRoutes } from "./routes.ts";
