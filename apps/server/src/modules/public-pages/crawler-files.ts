// /robots.txt and /sitemap.xml: what crawlers may read, and the public pages by their full address:
// the build's pages and the page of every brand with a live offer (offers themselves open on the home
// page). The sitemap follows the catalogue: it is made again when the live brands change, not per request.
import type { FastifyInstance } from "fastify";
import { brandPath } from "@studentperks/contracts/brands";
// The one escape serves XML too: its entities, &#39; included, all mean the same there.
import { escapeHtml } from "@studentperks/contracts/page-head";
import type { PrerenderedSite } from "./prerendered-site.ts";

const CACHE = "public, max-age=3600";

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dev/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function registerCrawlerFiles(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    site: PrerenderedSite | null;
    /** Brands with a live offer (brands module): the same array until the catalogue changes. */
    liveBrandSlugs: () => Promise<readonly string[]>;
  },
): void {
  const { publicUrl, site, liveBrandSlugs } = options;
  const robots = robotsTxt(publicUrl);
  // The manifest's public pages (its 404 page is not one of them); the home page alone without one.
  const paths = site
    ? Object.entries(site.manifest.pages)
        .filter(([, name]) => name !== site.manifest.notFound)
        .map(([path]) => path)
        .sort()
    : ["/"];
  let made: { slugs: readonly string[]; xml: string } | null = null;
  const sitemap = async () => {
    const slugs = await liveBrandSlugs();
    if (made?.slugs !== slugs)
      made = { slugs, xml: sitemapXml(publicUrl, [...paths, ...slugs.map(brandPath)]) };
    return made.xml;
  };
  app.get("/robots.txt", (_request, reply) =>
    reply.header("cache-control", CACHE).type("text/plain; charset=utf-8").send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .header("cache-control", CACHE)
      .type("application/xml; charset=utf-8")
      .send(await sitemap()),
  );
}
