// Brand pages (issue 20): a brand as its live offers present it. Which brands are live comes from the
// catalogue's index; a page reads only its brand's offers (an indexed query), kept until the catalogue
// changes or one of them expires, so a page's cost does not grow with the catalogue (issue 34).
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { BRAND_SLUG_MAX, BRAND_SLUG_PATTERN } from "@studentperks/contracts/brands";
import {
  compareNewest,
  toPublicOffer,
  type OffersService,
  type PublicOfferRow,
} from "#server/modules/offers/index.ts";
import type { Clock } from "#server/services/clock.ts";

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

/** A brand's page from its live offers (newest first): brand fields from the most recently updated. */
function brandPage(slug: string, rows: readonly PublicOfferRow[]): BrandPage {
  const offers = rows.map((row) => ({ offer: toPublicOffer(row), row }));
  const latest = [...offers]
    .sort((a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime() || b.row.id - a.row.id)
    .map(({ offer }) => offer);
  const first = <K extends "logoUrl" | "coverUrl" | "websiteUrl" | "businessDescription">(field: K) =>
    latest.find((offer) => offer[field] !== null)?.[field] ?? null;
  return {
    brand: {
      slug,
      name: latest[0]!.brandName,
      logoUrl: first("logoUrl"),
      coverUrl: first("coverUrl"),
      websiteUrl: first("websiteUrl"),
      description: first("businessDescription"),
      businessCategory: latest[0]!.businessCategory,
    },
    offers: offers.map(({ offer }) => offer),
  };
}

const newestFirst = (a: PublicOfferRow, b: PublicOfferRow) => compareNewest(datedRow(a), datedRow(b));
const datedRow = ({ id, publishedAt, createdAt }: PublicOfferRow) => ({
  id,
  publishedAt: publishedAt?.getTime() ?? null,
  createdAt: createdAt.getTime(),
});

/** Brand pages kept per process between two changes of the catalogue. */
const PAGE_CACHE_SIZE = 200;

interface Derived {
  generation: number;
  slugs: readonly string[];
  live: ReadonlySet<string>;
  /** Earlier slug → the live page's slug now. */
  redirects: Map<string, string>;
  pages: Map<string, { page: BrandPage; validUntil: number }>;
}

export interface BrandsDeps {
  offers: Pick<OffersService, "catalogue">;
  /** The live offers (full rows) of the brand with this slug. */
  liveRowsOfBrand: (slug: string, now: Date) => Promise<PublicOfferRow[]>;
  /**
   * Every earlier slug with the slug its brand has now (brand_slug_redirects). Read once per change of
   * the catalogue: a slug change moves the catalogue version in the same transaction.
   */
  slugRedirects: () => Promise<[earlier: string, now: string][]>;
  clock: Clock;
}

const isSlug = (slug: string) => slug.length <= BRAND_SLUG_MAX && BRAND_SLUG_PATTERN.test(slug);

export function createBrandsService(deps: BrandsDeps): BrandsService {
  let derived: Derived | null = null;
  async function current(): Promise<Derived> {
    const catalogue = await deps.offers.catalogue();
    if (derived?.generation !== catalogue.generation) {
      const now = deps.clock.now().getTime();
      const live = new Set<string>();
      for (const { card, expiresAt } of catalogue.offers.values()) {
        if (expiresAt === null || expiresAt > now) live.add(card.brandSlug);
      }
      const redirects = new Map(
        (await deps.slugRedirects()).filter(([earlier, slug]) => !live.has(earlier) && live.has(slug)),
      );
      derived = {
        generation: catalogue.generation,
        slugs: Object.freeze([...live].sort()),
        live,
        redirects,
        pages: new Map(),
      };
    }
    return derived;
  }
  async function page(slug: string): Promise<BrandPage | null> {
    if (!isSlug(slug)) return null;
    const known = await current();
    if (!known.live.has(slug)) return null;
    const now = deps.clock.now();
    const cached = known.pages.get(slug);
    if (cached && now.getTime() < cached.validUntil) return cached.page;
    const rows = (await deps.liveRowsOfBrand(slug, now)).sort(newestFirst);
    if (rows.length === 0) return null;
    const expiries = rows.flatMap((row) => (row.expiresAt ? [row.expiresAt.getTime()] : []));
    const built = {
      page: brandPage(slug, rows),
      validUntil: expiries.length ? Math.min(...expiries) : Infinity,
    };
    if (known.pages.size >= PAGE_CACHE_SIZE) known.pages.delete(known.pages.keys().next().value!);
    known.pages.set(slug, built);
    return built.page;
  }
  return {
    page,
    currentSlug: async (slug) => (isSlug(slug) ? ((await current()).redirects.get(slug) ?? null) : null),
    liveSlugs: async () => (await current()).slugs,
  };
}
