// Brand pages (issue 20): a brand as its live offers present it, derived from the offers service's
// cached catalogue, so a page costs no query beyond the catalogue's own version check.
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { BRAND_SLUG_MAX, BRAND_SLUG_PATTERN } from "@studentperks/contracts/brands";
import type { LiveOffer, OffersService } from "#server/modules/offers/index.ts";

export interface BrandsService {
  /** The brand's page, or null when no live offer carries the slug. */
  page(slug: string): Promise<BrandPage | null>;
  /**
   * For a brand's earlier slug (staff changed it), the slug its live page has now; null for any other.
   * A slug a live brand uses now is never an earlier one: its page wins.
   */
  currentSlug(slug: string): Promise<string | null>;
  /** The slug of every brand with a live offer, sorted; the same array until the catalogue changes. */
  liveSlugs(): Promise<readonly string[]>;
}

type Catalogue = ReadonlyMap<number, LiveOffer>;

/** Each brand's page, by slug: offers in the catalogue's order, brand fields from the newest first. */
function brandPages(catalogue: Catalogue): Map<string, BrandPage> {
  const bySlug = new Map<string, LiveOffer[]>();
  for (const live of catalogue.values()) {
    const group = bySlug.get(live.offer.brandSlug);
    if (group) group.push(live);
    else bySlug.set(live.offer.brandSlug, [live]);
  }
  const pages = new Map<string, BrandPage>();
  for (const [slug, group] of bySlug) {
    const newest = group
      .map(({ offer, updatedAt }) => ({ offer, time: updatedAt.getTime() }))
      .sort((a, b) => b.time - a.time || b.offer.id - a.offer.id)
      .map(({ offer }) => offer);
    const first = <K extends "logoUrl" | "coverUrl" | "websiteUrl" | "businessDescription">(field: K) =>
      newest.find((offer) => offer[field] !== null)?.[field] ?? null;
    pages.set(slug, {
      brand: {
        slug,
        name: newest[0]!.brandName,
        logoUrl: first("logoUrl"),
        coverUrl: first("coverUrl"),
        websiteUrl: first("websiteUrl"),
        description: first("businessDescription"),
        businessCategory: newest[0]!.businessCategory,
      },
      offers: group.map(({ offer }) => offer),
    });
  }
  return pages;
}

interface Derived {
  pages: Map<string, BrandPage>;
  slugs: readonly string[];
  /** Earlier slug → the live page's slug now. */
  redirects: Map<string, string>;
}

export interface BrandsDeps {
  offers: Pick<OffersService, "liveOffers">;
  /**
   * Every earlier slug with the slug its brand has now (brand_slug_redirects). Read once per catalogue
   * build: a slug change moves the catalogue version in the same transaction.
   */
  slugRedirects: () => Promise<[earlier: string, now: string][]>;
}

const isSlug = (slug: string) => slug.length <= BRAND_SLUG_MAX && BRAND_SLUG_PATTERN.test(slug);

export function createBrandsService(deps: BrandsDeps): BrandsService {
  // One derivation per catalogue build: the offers service hands out the same Map until it rebuilds.
  const derived = new WeakMap<Catalogue, Derived>();
  async function current(): Promise<Derived> {
    const catalogue = await deps.offers.liveOffers();
    let found = derived.get(catalogue);
    if (!found) {
      const pages = brandPages(catalogue);
      const redirects = new Map(
        (await deps.slugRedirects()).filter(([earlier, now]) => !pages.has(earlier) && pages.has(now)),
      );
      found = { pages, slugs: Object.freeze([...pages.keys()].sort()), redirects };
      derived.set(catalogue, found);
    }
    return found;
  }
  return {
    page: async (slug) => (isSlug(slug) ? ((await current()).pages.get(slug) ?? null) : null),
    currentSlug: async (slug) => (isSlug(slug) ? ((await current()).redirects.get(slug) ?? null) : null),
    liveSlugs: async () => (await current()).slugs,
  };
}
