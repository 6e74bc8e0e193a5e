// The public pages the web build rendered ahead of time (packages/contracts/src/prerendered-pages.ts):
// read once at start-up, PUBLIC_URL put in, one tagged variant per page and language. Null when the
// build has none (an older build, or API-only runs), and the shell alone is served as before.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_SLUG_PATTERN, brandPath } from "@studentperks/contracts/brands";
import { LOCALES, type Locale } from "@studentperks/contracts/i18n/locales";
import { parsePrerenderManifest } from "@studentperks/contracts/prerender-manifest";
import {
  PAGE_META_END,
  PAGE_META_START,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedPageFile,
  type PrerenderManifest,
} from "@studentperks/contracts/prerendered-pages";
import { htmlVariant, type HtmlVariant } from "./html-variants.ts";

export type PageMatch =
  { kind: "page"; name: string } | { kind: "brand"; slug: string } | { kind: "app" } | { kind: "unknown" };

/** A page's HTML cut around its own head tags, so another set (an offer's preview) can go between. */
export interface MetaSlot {
  before: string;
  after: string;
}

export interface PrerenderedSite {
  manifest: PrerenderManifest;
  /** What a request path (query and one trailing slash ignored) is answered with. */
  match(url: string): PageMatch;
  page(name: string, locale: Locale): HtmlVariant;
  /** A page around its meta block; null when the build marked none. */
  metaSlot(name: string, locale: Locale): MetaSlot | null;
}

const BRAND_PAGES = brandPath("");

/** The build's manifest, checked against its schema: a malformed one stops the start with its faults. */
function readManifest(dir: string): PrerenderManifest {
  const file = join(dir, PRERENDER_MANIFEST_FILE);
  const source = `The web build's ${PRERENDER_DIR}/${PRERENDER_MANIFEST_FILE}`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`);
  }
  return parsePrerenderManifest(json, source);
}

/** "/about/?x=1" → "/about"; "/" stays "/". */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || "/";
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function cutMetaSlot(html: string): MetaSlot | null {
  const start = html.indexOf(PAGE_META_START);
  const end = html.indexOf(PAGE_META_END, start);
  if (start < 0 || end < 0) return null;
  return { before: html.slice(0, start + PAGE_META_START.length), after: html.slice(end) };
}

export function loadPrerenderedSite(webDistDir: string, publicUrl: string): PrerenderedSite | null {
  const dir = join(webDistDir, PRERENDER_DIR);
  if (!existsSync(join(dir, PRERENDER_MANIFEST_FILE))) return null;
  const manifest = readManifest(dir);
  const names = new Set([...Object.values(manifest.pages), manifest.notFound, manifest.brandPage]);
  const variants = new Map<string, HtmlVariant>();
  for (const name of names) {
    for (const locale of LOCALES) {
      const html = readFileSync(join(dir, prerenderedPageFile(locale, name)), "utf8");
      variants.set(`${locale}/${name}`, htmlVariant(html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl)));
    }
  }
  const slots = new Map([...variants].map(([key, variant]) => [key, cutMetaSlot(variant.html)]));
  const pages = new Map(Object.entries(manifest.pages));
  const exact = new Set(manifest.appRoutes.filter((route) => !route.endsWith("/*")));
  const prefixes = manifest.appRoutes
    .filter((route) => route.endsWith("/*"))
    .map((route) => route.slice(0, -2));

  return {
    manifest,
    match(url) {
      const path = pagePath(url);
      const name = pages.get(path);
      if (name) return { kind: "page", name };
      const slug = path.startsWith(BRAND_PAGES) ? path.slice(BRAND_PAGES.length) : null;
      if (slug !== null) return BRAND_SLUG_PATTERN.test(slug) ? { kind: "brand", slug } : { kind: "unknown" };
      if (exact.has(path) || prefixes.some((p) => path === p || path.startsWith(`${p}/`)))
        return { kind: "app" };
      return { kind: "unknown" };
    },
    page: (name, locale) => variants.get(`${locale}/${name}`)!,
    metaSlot: (name, locale) => slots.get(`${locale}/${name}`) ?? null,
  };
}
