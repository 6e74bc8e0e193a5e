// A prerendered page as a whole document: the client build's index.html (its hashed scripts and
// styles), set to the page's language, with the page's head tags, preloads and markup.
import { directionOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { replaceMetaBlock } from "./page-head.ts";

export interface PageDocument {
  locale: Locale;
  /** The marked block of head tags (page-head.ts). */
  metaBlock: string;
  /** Tags to run before anything paints (inline scripts), first in the head. */
  head: string[];
  /** What the page needs early (preloads, the language's stylesheet), last in the head. */
  preloads: string[];
  /** The page's markup, rendered by React, for inside #root. */
  markup: string;
}

/** The shell → the page: its language and direction, head tags and markup. */
export function buildPageDocument(shell: string, page: PageDocument): string {
  const withHtml = shell.replace(
    /<html\b[^>]*>/i,
    `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`,
  );
  const withMeta = replaceMetaBlock(withHtml, page.metaBlock);
  const withHead = withMeta
    .replace(/(<meta name="viewport"[^>]*>)/, (tag) => [tag, ...page.head].join("\n    "))
    .replace(/\s*<\/head>/, (end) => ["", ...page.preloads].join("\n    ") + end);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error("The shell has no empty #root.");
  return withHead
    .replace(root, () => `<div id="root">${page.markup}</div>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
}

/** The CSP source allowing one inline script: 'sha256-<base64 of its text's digest>'. */
export async function scriptHash(source: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The CSP sources of every inline script (one with no src) in the documents. */
export async function inlineScriptHashes(documents: string[]): Promise<string[]> {
  const sources = new Set<string>();
  for (const html of documents) {
    for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\ssrc=/i.test(attributes!)) sources.add(source!);
    }
  }
  const hashes = await Promise.all([...sources].map(scriptHash));
  return [...new Set(hashes)].sort();
}
