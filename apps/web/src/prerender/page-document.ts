// A prerendered page as a whole document: the client build's index.html (its hashed scripts and
// styles), set to the page's language, with the page's head tags, preloads and markup.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { setHtmlLanguage } from "@studentperks/contracts/page-head";
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

/**
 * The element after #root. The head's `<link rel="expect" blocking="render">` names it, so the browser
 * paints nothing until the whole page is parsed: a first frame painted while the parser is still in
 * the header (seen on a throttled CPU) showed half a button, and everything beside it moved when the
 * rest arrived. The pages are small (about 6 KB compressed), so waiting for the last of it costs little.
 * Browsers without the feature ignore the link.
 */
export const PAGE_END_ID = "page-end";

/** The shell → the page: its language and direction, head tags and markup. */
export function buildPageDocument(shell: string, page: PageDocument): string {
  const withHtml = setHtmlLanguage(shell, page.locale);
  const withMeta = replaceMetaBlock(withHtml, page.metaBlock);
  const withHead = withMeta
    .replace(/(<meta name="viewport"[^>]*>)/, (tag) =>
      [tag, `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`, ...page.head].join("\n    "),
    )
    .replace(/\s*<\/head>/, (end) => ["", ...page.preloads].join("\n    ") + end);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error("The shell has no empty #root.");
  const withMarkup = withHead
    .replace(root, () => `<div id="root">${page.markup}</div><template id="${PAGE_END_ID}"></template>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
  return startAppAfterFirstPaint(withMarkup);
}

const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Runs once the page has painted: fetches the app's entry with the chunks it needs at once. Each tag
 * costs the browser about half a millisecond to start its request (several times that on a phone),
 * and a page needs 20-30, so they go in batches of APP_TAGS_PER_TASK, each batch one insert in a
 * task of its own: no task long enough to hold up a tap. One text for every page (one CSP hash); the
 * addresses are in the #app-scripts list before it, the entry first. A hidden tab paints nothing, so
 * it starts at once.
 */
export const APP_TAGS_PER_TASK = 4;
export const APP_STARTER = `(function(){var started=false;function start(){if(started)return;started=true;var urls=JSON.parse(document.getElementById("app-scripts").textContent),next=0;function batch(){var tags=document.createDocumentFragment();for(var end=Math.min(next+${APP_TAGS_PER_TASK},urls.length);next<end;next++){var tag=document.createElement(next?"link":"script");if(next){tag.rel="modulepreload";tag.href=urls[next]}else{tag.type="module";tag.src=urls[next]}tag.crossOrigin="";tags.appendChild(tag)}document.head.appendChild(tags);if(next<urls.length)setTimeout(batch)}batch()}if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start)})})()`;

/**
 * The prerendered page is readable before any script: the app's scripts (entry first, then the chunks
 * preloaded with it) are fetched once it has painted, so neither their download nor their start-up
 * holds back the first paint on a slow phone (LCP); React then takes over the painted page.
 */
function startAppAfterFirstPaint(html: string): string {
  const urls = [...html.matchAll(APP_SCRIPT), ...html.matchAll(APP_PRELOAD)].map(([, url]) => url!);
  if (urls.length === 0) return html;
  const list = JSON.stringify(urls).replace(/</g, "\\u003c");
  return html
    .replace(APP_SCRIPT, "")
    .replace(APP_PRELOAD, "")
    .replace(
      /\s*<\/body>/,
      (end) =>
        `\n    <script type="application/json" id="app-scripts">${list}</script>\n    <script>${APP_STARTER}</script>${end}`,
    );
}

/** The CSP source allowing one inline script: 'sha256-<base64 of its text's digest>'. */
export async function scriptHash(source: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The CSP sources of every inline script (one with no src, and not a block of JSON data) in the documents. */
export async function inlineScriptHashes(documents: string[]): Promise<string[]> {
  const sources = new Set<string>();
  for (const html of documents) {
    for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\ssrc=|type="application\/json"/i.test(attributes!)) sources.add(source!);
    }
  }
  const hashes = await Promise.all([...sources].map(scriptHash));
  return [...new Set(hashes)].sort();
}
