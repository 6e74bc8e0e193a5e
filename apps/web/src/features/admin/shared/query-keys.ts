// Query keys more than one staff-console area touches: an area invalidates another's cached list
// through these names, without importing that area.
export const auditKey = ["admin", "audit"] as const;
export const institutionsKey = ["admin", "institutions"] as const;
