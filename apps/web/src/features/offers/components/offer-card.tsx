import { useId } from "react";
import { CATEGORY_FILTERS } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Badge } from "../../../components/ui/badge.tsx";
import { DiscountTag } from "./discount-tag.tsx";
import { OfferLogo } from "./offer-logo.tsx";

const categoryLabels = new Map<string, string>(CATEGORY_FILTERS.map((c) => [c.value, c.label]));

interface OfferCardProps {
  offer: PublicOffer;
}

/** One offer in the grid. (Opening the offer modal from the card comes with the modal itself.) */
export function OfferCard({ offer }: OfferCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
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
          {offer.title}
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{offer.description}</p>
      </div>
    </article>
  );
}
