// Query keys more than one staff-console area touches: an area invalidates another's cached list
// through these names, without importing that area.
export const auditKey = ["admin", "audit"] as const;
export const institutionsKey = ["admin", "institutions"] as const;
/** Brands' proposals (issue 37): the console's nav counts the waiting ones from the same list. */
export const offerChangesKey = ["admin", "offer-changes"] as const;
/** The offers area's lists: an approved proposal adds or changes an offer. */
export const adminOffersKey = ["admin", "offers"] as const;
