// Everything the server answers with HTML, or for the HTML's sake, registered in one go: the built web
// app's files, the prerendered public pages and the app's shell per language, brand pages and shared
// offers with their own link previews, the preview cards, robots.txt and the sitemap, and the 404 page.
import type { FastifyInstance } from "fastify";
import { brandCoversDir } from "#server/lib/package-paths.ts";
import type { BrandsService } from "#server/modules/brands/index.ts";
import type { OffersService } from "#server/modules/offers/index.ts";
import type { Images } from "#server/services/images.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { registerCrawlerFiles } from "./crawler-files.ts";
import type { PrerenderedSite } from "./prerendered-site.ts";
import { createLogoReader } from "./previews/logo.ts";
import { createCardRenderer } from "./previews/render.ts";
import { previewRoutes } from "./previews/routes.ts";
import { createPreviews } from "./previews/service.ts";
import { registerStaticFiles } from "./static-files.ts";

export interface PublicPagesDeps {
  webDistDir: string;
  publicUrl: string;
  /** loadPrerenderedSite(webDistDir, publicUrl), read before: its script hashes go into the CSP. */
  site: PrerenderedSite | null;
  /** The demo brands' shipped logos (served, and drawn on preview cards). */
  brandLogosDir: string;
  /** Where uploaded logos live, for the preview cards. */
  publicStorage: FileStorage;
  images: Images;
  offers: OffersService;
  brands: BrandsService;
}

/**
 * Registers the public pages and the not-found handler. Call it after the security headers (pages get
 * the CSP) and the rate limits (cards are limited); it adds no /api route.
 */
export async function registerPublicPages(app: FastifyInstance, deps: PublicPagesDeps): Promise<void> {
  const { publicUrl, site, brands } = deps;
  // Link previews: a shared offer's own head tags on the home page, a brand's on its page, and the
  // cards they point at.
  const previews = createPreviews({
    offers: deps.offers,
    brandPage: async (slug) => (await brands.page(slug))?.page ?? null,
    publicUrl,
    cards: createCardRenderer({
      images: deps.images,
      readLogo: createLogoReader({
        brandLogosDir: deps.brandLogosDir,
        storage: deps.publicStorage,
        publicUrl,
      }),
    }),
  });
  await registerStaticFiles(app, {
    webDistDir: deps.webDistDir,
    brandLogosDir: deps.brandLogosDir,
    brandCoversDir,
    site,
    homeMeta: previews.homeMeta,
    brandMeta: previews.brandMeta,
    currentBrandSlug: brands.currentSlug,
  });
  registerCrawlerFiles(app, { publicUrl, site, liveBrandSlugs: brands.liveSlugs });
  await app.register(previewRoutes, { previews });
}
