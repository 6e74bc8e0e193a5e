export * from "./catalogue.ts";
export * from "./offers.ts";
export * from "./errors.ts";
