// The prerender manifest's schema: the web build checks what it writes, and the server parses the file
// at start-up and refuses to start on one it cannot trust. Names become file paths and hashes go into
// the page CSP, so both are held to a strict shape. Build-time and server-side only: the browser never
// loads this (zod stays out of the public pages' first load, decision 0003).
import * as z from "zod";
import { line } from "./text.ts";

const pageName = line().regex(/^[a-z0-9][a-z0-9-]*$/, "a page name is lower-case letters, digits and -");
const pagePath = line().regex(/^\/[^\s?#]*$/, "a path starts with / and has no query");
/** A CSP source for one inline script: "'sha256-<base64>'". */
const scriptHash = line().regex(/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/, "a CSP hash source");

export const prerenderManifestSchema = z.strictObject({
  /** Public path (no trailing slash, "/" for home) → page name. */
  pages: z.record(pagePath, pageName),
  /** Page name of the 404 page, served with status 404 for any unknown path. */
  notFound: pageName,
  /**
   * Page name of the document every brand's page (/brands/<slug>) starts from: the server puts the
   * brand's own head tags in its meta block, or answers the 404 page when no live offer has the brand.
   */
  brandPage: pageName,
  /**
   * Paths the browser renders on its own (signed-in pages), served the plain shell with 200:
   * an exact path, or a prefix ending in "/*" ("/admin/*" covers /admin and everything under it).
   */
  appRoutes: z.array(pagePath),
  /** CSP sources for the pages' inline scripts, e.g. "'sha256-…'". */
  scriptHashes: z.array(scriptHash),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** The manifest from its parsed JSON; throws an error naming every field that is wrong. */
export function parsePrerenderManifest(json: unknown, source: string): PrerenderManifest {
  const parsed = prerenderManifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new Error(`${source} is not a valid prerender manifest:\n${z.prettifyError(parsed.error)}`);
}
