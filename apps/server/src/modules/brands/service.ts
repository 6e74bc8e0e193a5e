// Brand pages (issue 20): a brand as its live offers present it. Which brands are live, and their offers'
// cards, come from the catalogue's index; the header reads only its brand's offers' few header columns
// (an indexed query). A page is kept, with its JSON, until the catalogue changes or one of its offers
// expires, so its cost does not grow with the catalogue (issue 34).
import { brandSchema, type BrandPage } from "@studentperks/contracts/brand-page";
import { BRAND_SLUG_MAX, BRAND_SLUG_PATTERN } from "@studentperks/contracts/brands";
import {
  compareNewest,
  dated,
  type BrandFaceRow,
  type IndexedOffer,
  type OffersService,
} from "#server/modules/offers/index.ts";
import type { Clock } from "#server/services/clock.ts";

/** A brand's page, and the same as JSON (made once per page). */
export interface ShownBrandPage {
  page: BrandPage;
  json: string;
}

export interface BrandsService {
  /** The brand's page, or null when no live offer carries the slug. */
  page(slug: string): Promise<ShownBrandPage | null>;
  /**
   * For a brand's earlier slug (staff changed it), the slug its live page has now; null for any other.
   * A slug a live brand uses now is never an earlier one: its page wins.
   */
  currentSlug(slug: string): Promise<string | null>;
  /** The slug of every brand with a live offer, sorted; the same array until the catalogue changes. */
  liveSlugs(): Promise<readonly string[]>;
}

/**
 * The brand from its record (issue 37), and from its live offers where the record says nothing: each
 * such field from the most recently updated offer that has it.
 */
function brandOf(slug: string, faces: readonly BrandFaceRow[]): BrandPage["brand"] {
  const latest = [...faces].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
  const first = <K extends "logoUrl" | "coverUrl" | "websiteUrl" | "businessDescription">(field: K) =>
    latest.find((face) => face[field] !== null)?.[field] ?? null;
  const { record } = latest[0]!;
  return {
    slug,
    name: latest[0]!.brandName,
    logoUrl: record.logoUrl ?? first("logoUrl"),
    coverUrl: first("coverUrl"),
    websiteUrl: record.websiteUrl ?? first("websiteUrl"),
    description: record.description ?? first("businessDescription"),
    descriptionAr: record.descriptionAr,
    colour: record.colour,
    businessCategory: latest[0]!.businessCategory,
  };
}

const newestFirst = (a: IndexedOffer, b: IndexedOffer) => compareNewest(dated(a), dated(b));
const isLiveAt = (now: number) => (offer: IndexedOffer) => offer.expiresAt === null || offer.expiresAt > now;

/** Brand pages kept per process between two changes of the catalogue. */
const PAGE_CACHE_SIZE = 200;

interface Derived {
  generation: number;
  slugs: readonly string[];
  /** Each live brand's offers (in no order: a page sorts its own when first built). */
  offersOf: ReadonlyMap<string, readonly IndexedOffer[]>;
  /** Earlier slug → the live page's slug now. */
  redirects: Map<string, string>;
  pages: Map<string, { shown: ShownBrandPage; validUntil: number }>;
}

export interface BrandsDeps {
  offers: Pick<OffersService, "catalogue">;
  /** What the header is drawn from, per live offer of the brand with this slug. */
  liveBrandFaces: (slug: string, now: Date) => Promise<BrandFaceRow[]>;
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
      const isLive = isLiveAt(deps.clock.now().getTime());
      const offersOf = new Map<string, IndexedOffer[]>();
      for (const offer of catalogue.offers.values()) {
        if (!isLive(offer)) continue;
        const group = offersOf.get(offer.card.brandSlug);
        if (group) group.push(offer);
        else offersOf.set(offer.card.brandSlug, [offer]);
      }
      const redirects = new Map(
        (await deps.slugRedirects()).filter(
          ([earlier, slug]) => !offersOf.has(earlier) && offersOf.has(slug),
        ),
      );
      derived = {
        generation: catalogue.generation,
        slugs: Object.freeze([...offersOf.keys()].sort()),
        offersOf,
        redirects,
        pages: new Map(),
      };
    }
    return derived;
  }
  async function page(slug: string): Promise<ShownBrandPage | null> {
    if (!isSlug(slug)) return null;
    const known = await current();
    const now = deps.clock.now();
    const cached = known.pages.get(slug);
    if (cached && now.getTime() < cached.validUntil) return cached.shown;
    const offers = (known.offersOf.get(slug) ?? []).filter(isLiveAt(now.getTime())).sort(newestFirst);
    if (offers.length === 0) return null;
    const faces = await deps.liveBrandFaces(slug, now);
    // Unpublished since the index last moved: the next request sees the index's new generation.
    if (faces.length === 0) return null;
    const page = { brand: brandOf(slug, faces), offers: offers.map(({ card }) => card) };
    const json = `{"brand":${JSON.stringify(brandSchema.parse(page.brand))},"offers":[${offers.map(({ cardJson }) => cardJson).join(",")}]}`;
    const expiries = offers.flatMap(({ expiresAt }) => (expiresAt === null ? [] : [expiresAt]));
    const built = { shown: { page, json }, validUntil: Math.min(Infinity, ...expiries) };
    if (known.pages.size >= PAGE_CACHE_SIZE) known.pages.delete(known.pages.keys().next().value!);
    known.pages.set(slug, built);
    return built.shown;
  }
  return {
    page,
    currentSlug: async (slug) => (isSlug(slug) ? ((await current()).redirects.get(slug) ?? null) : null),
    liveSlugs: async () => (await current()).slugs,
  };
}
