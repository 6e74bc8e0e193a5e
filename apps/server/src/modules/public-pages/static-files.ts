// Serves the built web app (hashed /assets/ cached for a year, the installed app's manifest for an
// hour, everything else, the service worker among it, revalidated), the demo brands' logos and covers,
// and the pages: a prerendered public page in the visitor's language, the app's shell (app-shell.ts)
// for pages the browser renders itself and at /index.html, where the service worker fetches it, and
// the 404 page with status 404 for anything else (every 404 counted against the address:
// not-found-limit.ts). A build without prerendered pages gets the shell for every page, as before.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { PRERENDER_DIR } from "@studentperks/contracts/prerendered-pages";
import { createShell, type SendShell } from "./app-shell.ts";
import { notFoundBody } from "#server/plugins/errors.ts";
import { htmlVariant, pageLocale, sendHtml } from "./html-variants.ts";
import { createNotFoundLimit, type LimitNotFound } from "./not-found-limit.ts";
import { pagePath, type PrerenderedSite } from "./prerendered-site.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const LOGO_CACHE = "public, max-age=604800, stale-while-revalidate=86400";
// The installed app's manifest changes only with a deploy, and browsers fetch it with many pages.
const MANIFEST_FILE = "manifest.webmanifest";
const MANIFEST_CACHE = "public, max-age=3600";
/** Where the service worker fetches the shell, to draw app pages opened offline (web's vite/pwa.ts). */
const SHELL_PATH = "/index.html";

/** The home page's own head tags for this request (an offer's link preview), or null for the usual. */
export type HomeMeta = (request: FastifyRequest, locale: Locale) => Promise<string | null>;
/** A brand page's head tags, or null when no live offer has the brand (its page is then the 404). */
export type BrandMeta = (slug: string, locale: Locale) => Promise<string | null>;

export interface StaticOptions {
  webDistDir: string;
  brandLogosDir: string;
  brandCoversDir: string;
  /** loadPrerenderedSite(webDistDir): null when the build has no prerendered pages. */
  site: PrerenderedSite | null;
  homeMeta?: HomeMeta;
  brandMeta?: BrandMeta;
  /** For a brand's earlier slug, the slug of its page now (that address is then a redirect). */
  currentBrandSlug?: (slug: string) => Promise<string | null>;
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { webDistDir, brandLogosDir, site } = options;
  const indexHtml = join(webDistDir, "index.html");
  const sendShell = existsSync(indexHtml) ? createShell(indexHtml) : null;

  // Both are redrawn under the same names when their generators change, so a week, not immutable.
  for (const [root, prefix] of [
    [brandLogosDir, "/brand-logos/"],
    [options.brandCoversDir, "/brand-covers/"],
  ] as const) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header("cache-control", LOGO_CACHE),
    });
  }

  if (sendShell) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      wildcard: false,
      // The shell and the prerendered pages are served per language below, never as plain files.
      index: false,
      allowedPath: (pathName) => pathName !== "/index.html" && !pathName.startsWith(`/${PRERENDER_DIR}/`),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(webDistDir, "assets"));
        const manifest = path === join(webDistDir, MANIFEST_FILE);
        reply.header("cache-control", hashed ? IMMUTABLE : manifest ? MANIFEST_CACHE : "no-cache");
      },
    });
  }

  const limitNotFound = createNotFoundLimit(app);
  const pages = sendShell && site ? prerenderedPages(site, sendShell, limitNotFound, options) : null;
  const home = pages?.home ?? sendShell;
  if (home) app.get("/", home);
  if (pages) {
    // A route rather than the not-found handler, so pages are compressed like every answer; files
    // and every other route are more specific and win.
    app.get("/*", (request, reply) => {
      const wantsHtml = (request.headers.accept ?? "").includes("text/html");
      return (!isApi(request.url) && pages.answer(request, reply, wantsHtml)) || reply.callNotFound();
    });
  }

  // Also reached from file routes that refuse a path (index.html, the prerendered files themselves).
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    const wantsHtml = (request.headers.accept ?? "").includes("text/html");
    if (isRead && !isApi(request.url)) {
      // Asked for by the service worker, which accepts anything, not only HTML.
      if (sendShell && pagePath(request.url) === SHELL_PATH) return sendShell(request, reply);
      if (pages) {
        const answer = pages.answer(request, reply, wantsHtml);
        if (answer) return answer;
      } else if (wantsHtml && sendShell) {
        return sendShell(request, reply);
      }
    }
    await limitNotFound(request);
    return reply.code(404).send(notFoundBody(request));
  });
}

const isApi = (url: string) => url.startsWith("/api/") || url === "/api" || url.startsWith("/api?");

function prerenderedPages(
  site: PrerenderedSite,
  sendShell: SendShell,
  limitNotFound: LimitNotFound,
  {
    homeMeta,
    brandMeta,
    currentBrandSlug,
  }: Pick<StaticOptions, "homeMeta" | "brandMeta" | "currentBrandSlug">,
) {
  /** The page with these head tags in its meta block; built per request, unlike the start-up variants. */
  const withMeta = (name: string, locale: Locale, meta: string) => {
    const slot = site.metaSlot(name, locale);
    return slot ? htmlVariant(slot.before + meta + slot.after) : site.page(name, locale);
  };
  const notFound = async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    await limitNotFound(request);
    return sendHtml(request, reply, locale, site.page(site.manifest.notFound, locale), 404);
  };

  const homeName = site.manifest.pages["/"];
  const home: PageHandler | null = homeName
    ? async (request, reply) => {
        const locale = pageLocale(request);
        // An offer's preview when the address names a live one; else the usual home page.
        const meta = homeMeta ? await homeMeta(request, locale) : null;
        return sendHtml(
          request,
          reply,
          locale,
          meta ? withMeta(homeName, locale, meta) : site.page(homeName, locale),
        );
      }
    : null;

  const brand = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const locale = pageLocale(request);
    const meta = brandMeta ? await brandMeta(slug, locale) : null;
    if (meta) return sendHtml(request, reply, locale, withMeta(site.manifest.brandPage, locale, meta));
    // An earlier slug: permanent for search engines, but not kept by browsers, since staff may give
    // the old slug back later (a kept redirect would then loop).
    const now = currentBrandSlug ? await currentBrandSlug(slug) : null;
    if (!now) return notFound(request, reply, locale);
    const query = request.url.indexOf("?");
    return reply
      .header("cache-control", "no-cache")
      .redirect(`/brands/${now}${query === -1 ? "" : request.url.slice(query)}`, 301);
  };

  /** A known page is a page whatever the client accepts; anything else is one only to a browser. */
  const answer = (request: FastifyRequest, reply: FastifyReply, wantsHtml: boolean) => {
    const match = site.match(request.url);
    if (match.kind === "page") {
      const locale = pageLocale(request);
      return sendHtml(request, reply, locale, site.page(match.name, locale));
    }
    if (match.kind === "brand") return brand(request, reply, match.slug);
    if (!wantsHtml) return null;
    if (match.kind === "app") return sendShell(request, reply);
    return notFound(request, reply, pageLocale(request));
  };
  return { home, answer };
}
