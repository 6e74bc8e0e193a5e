export * from "./catalogue.ts";
export * from "./offers.ts";
export * from "./errors.ts";
export * from "./auth.ts";
export * from "./students.ts";
export * from "./verification-status.ts";
export * from "./verification.ts";
export * from "./site.ts";
