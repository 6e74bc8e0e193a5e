// The browser's "zod" (vite.config.ts points every import of it here): zod with its compiled fast path
// turned off. That path builds parsers with `new Function`, which our CSP (script-src 'self') refuses,
// and zod's probe for it, run as each object schema is built, shows as a CSP violation on every page
// with a form. Setting it here puts it in place before any schema module runs.
import { config } from "zod/v4/core";

export * from "zod/v4";
export { default } from "zod/v4";

config({ jitless: true });
