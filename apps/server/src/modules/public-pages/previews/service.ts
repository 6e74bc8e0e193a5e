// Link previews: an offer's own head tags on the home page for /?offer=<id>, a brand's on its page, and
// the cards their og:image points at. Only what the public catalogue shows now gets any; it is read
// from the catalogue's cache (offers module), which follows every write in any process and every expiry.
import type { FastifyRequest } from "fastify";
import type { BrandPage } from "@studentperks/contracts/brand-page";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { integerIdText } from "@studentperks/contracts/ids";
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";
import type { OffersService } from "#server/modules/offers/index.ts";
import { discountHeadline } from "./cards.ts";
import { brandMetaTags, offerMetaTags } from "./offer-meta.ts";
import type { Card, CardRenderer } from "./render.ts";

const offerId = integerIdText();

/** An offer's id written the one way its links write it (no "007"); anything else is no offer. */
export function parseOfferId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]*$/.test(value)) return null;
  const parsed = offerId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface Previews {
  /** The home page's head tags for a shared offer link, or null for the usual ones. */
  homeMeta(request: FastifyRequest, locale: Locale): Promise<string | null>;
  /** A brand page's head tags, or null when no live offer has the brand. */
  brandMeta(slug: string, locale: Locale): Promise<string | null>;
  siteCard(): Promise<Card>;
  /**
   * The card of a live offer (null for any other id); `beforeDrawing` runs only when the card must be
   * drawn, so a limit can guard the work and not the cached answers.
   */
  offerCard(id: number, beforeDrawing: () => Promise<void>): Promise<Card | null>;
}

export function createPreviews(deps: {
  offers: OffersService;
  /** The brand pages (brands module): null for a slug no live offer has. */
  brandPage: (slug: string) => Promise<BrandPage | null>;
  cards: CardRenderer;
  publicUrl: string;
}): Previews {
  const { offers, brandPage, cards, publicUrl } = deps;
  return {
    async homeMeta(request, locale) {
      const id = parseOfferId((request.query as Record<string, unknown> | undefined)?.offer);
      const live = id === null ? null : await offers.liveOffer(id);
      return live ? offerMetaTags(live.offer, locale, publicUrl) : null;
    },
    async brandMeta(slug, locale) {
      const page = await brandPage(slug);
      return page ? brandMetaTags(page, locale, publicUrl) : null;
    },
    siteCard: () => cards.site.card(),
    async offerCard(id, beforeDrawing) {
      const live = await offers.liveOffer(id);
      if (!live) return null;
      const { brandName, logoUrl } = live.offer;
      const card = cards.offer(withoutDirectionControls(brandName), discountHeadline(live.offer), logoUrl);
      if (!card.isMade) await beforeDrawing();
      return card.card();
    },
  };
}
