import { useId } from "react";
import { Link } from "react-router";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { OfferCard as OfferCardData } from "@studentperks/contracts/catalogue-page";
import { isUsableInStore } from "@studentperks/contracts/catalogue";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";
import { Badge } from "#web/components/ui/badge.tsx";
import { brandHref } from "#web/lib/paths.ts";
import { categoryLabel } from "../lib/category-label.ts";
import { GRID_COVER_SIZES, ROW_COVER_SIZES } from "../lib/cover.ts";
import { localizedText } from "../lib/localized-offer.ts";
import { DiscountTag } from "./discount-tag.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { InStoreMark } from "./in-store-mark.tsx";
import { OfferMarks } from "./offer-marks.tsx";
import { OfferCover } from "./offer-cover.tsx";
import { OfferLogo } from "./offer-logo.tsx";

interface OfferCardProps {
  offer: OfferCardData;
  /** The page's language: the offer's title and description are shown in it when the offer has them. */
  locale: Locale;
  onOpen: (offerId: number) => void;
  /** Present for signed-in students, who may save offers. */
  favorite?: { isSaved: boolean; onToggle: (offerId: number) => void };
  /** For a signed-in student who used the offer as often as its rule allows: marked "Used". */
  limitReached?: UsageLimitReached;
  /**
   * In a row (Featured, New…) the title is an h4 under the row's h3, and the card is always laid out:
   * a row holds at most 12, and an unpainted card's placeholder height would stretch its row. The
   * cover's `sizes` follow the card's width in each.
   */
  placement?: "grid" | "row";
}

/**
 * One offer in the grid: its cover across the top, marked in its corner "In store" when the student
 * card works there and with the offer's state (ends soon, unavailable, used: offer-marks.tsx), then
 * its brand and title. Its title is the button
 * that opens the offer; the button's hit area covers the whole card, with the brand's link (to its
 * page) and the save button above it.
 * A card out of view is not laid out or painted until it nears the screen (content-visibility), so
 * the grid's arrival is a short task on a phone; until then it holds about a card's height, cover
 * included.
 */
export function OfferCard({
  offer,
  locale,
  onOpen,
  favorite,
  limitReached,
  placement = "grid",
}: OfferCardProps) {
  const Heading = placement === "grid" ? "h3" : "h4";
  const titleId = useId();
  const title = localizedText(locale, offer.title, offer.titleAr);
  const description = localizedText(locale, offer.description, offer.descriptionAr);
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col overflow-hidden rounded-card border ${placement === "grid" ? "[contain-intrinsic-size:auto_25rem] [content-visibility:auto]" : ""} border-ink-200 bg-white shadow-card transition-shadow hover:shadow-raised has-[[data-open-offer]:focus-visible]:outline-2 has-[[data-open-offer]:focus-visible]:outline-offset-2 has-[[data-open-offer]:focus-visible]:outline-brand-800`}
    >
      <OfferCover
        coverUrl={offer.coverUrl}
        brandName={offer.brandName}
        colour={offer.brandColour}
        sizes={placement === "grid" ? GRID_COVER_SIZES : ROW_COVER_SIZES}
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <OfferLogo logoUrl={offer.logoUrl} brandName={offer.brandName} colour={offer.brandColour} />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 leading-snug font-semibold break-words text-ink-900">
              {/* Above the title button's hit area, like the save button. */}
              <Link
                to={brandHref(offer.brandSlug)}
                data-brand-link
                className="relative z-10 rounded-sm underline-offset-4 hover:underline"
              >
                {offer.brandName}
              </Link>
            </p>
            <Badge className="mt-1">{categoryLabel(offer.businessCategory)}</Badge>
          </div>
          <DiscountTag offer={offer} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Heading
            id={titleId}
            lang={title.lang}
            dir="auto"
            className="text-base leading-snug font-semibold text-ink-900"
          >
            <button
              type="button"
              data-open-offer={offer.id}
              onClick={() => onOpen(offer.id)}
              className="text-start after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none"
            >
              {title.text}
            </button>
          </Heading>
          <p lang={description.lang} dir="auto" className="line-clamp-3 text-sm text-ink-600">
            {description.text}
          </p>
        </div>
        {/* Read after the title, shown on the cover's corner, one under another; clicks go through
            to the card. */}
        <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-col items-start gap-1.5">
          {isUsableInStore(offer.redemptionChannel) ? <InStoreMark /> : null}
          <OfferMarks offer={offer} limitReached={limitReached} locale={locale} />
        </div>
        {favorite ? (
          <FavoriteButton
            brandName={offer.brandName}
            isSaved={favorite.isSaved}
            onToggle={() => favorite.onToggle(offer.id)}
            className="relative z-10 mt-auto self-end"
          />
        ) : null}
      </div>
    </article>
  );
}
