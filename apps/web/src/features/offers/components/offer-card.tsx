import { useId } from "react";
import { CATEGORY_FILTERS } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Badge } from "#web/components/ui/badge.tsx";
import { DiscountTag } from "./discount-tag.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { OfferLogo } from "./offer-logo.tsx";

const categoryLabels = new Map<string, string>(CATEGORY_FILTERS.map((c) => [c.value, c.label]));

interface OfferCardProps {
  offer: PublicOffer;
  onOpen: (offerId: number) => void;
  /** Present for signed-in students, who may save offers. */
  favorite?: { isSaved: boolean; onToggle: (offerId: number) => void };
}

/**
 * One offer in the grid. Its title is the button that opens the offer; the button's hit area
 * covers the whole card, with the save button above it.
 */
export function OfferCard({ offer, onOpen, favorite }: OfferCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[[data-open-offer]:focus-visible]:outline-2 has-[[data-open-offer]:focus-visible]:outline-offset-2 has-[[data-open-offer]:focus-visible]:outline-brand-800"
    >
      <div className="flex items-start gap-3">
        <OfferLogo logoUrl={offer.logoUrl} brandName={offer.brandName} />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 leading-snug font-semibold break-words text-slate-900">
            {offer.brandName}
          </p>
          <Badge className="mt-1">
            {categoryLabels.get(offer.businessCategory) ?? offer.businessCategory}
          </Badge>
        </div>
        <DiscountTag offer={offer} />
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
          <button
            type="button"
            data-open-offer={offer.id}
            onClick={() => onOpen(offer.id)}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {offer.title}
          </button>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{offer.description}</p>
      </div>
      {favorite ? (
        <FavoriteButton
          brandName={offer.brandName}
          isSaved={favorite.isSaved}
          onToggle={() => favorite.onToggle(offer.id)}
          className="relative z-10 mt-auto self-end"
        />
      ) : null}
    </article>
  );
}
