import type { BrandPage } from "@studentperks/contracts/brand-page";
import { Badge } from "#web/components/ui/badge.tsx";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { categoryLabel } from "#web/features/offers/lib/category-label.ts";
import { localizedOptionalText } from "#web/features/offers/lib/localized-offer.ts";
import { OfferCover } from "../offer-cover.tsx";
import { OfferLogo } from "../offer-logo.tsx";
import { WebsiteLink } from "../website-link.tsx";

/** The cover is the page's largest picture: half the page beside the text from 64rem, else the page's width. */
const BRAND_COVER_SIZES = "(min-width: 80rem) 38rem, (min-width: 64rem) 46vw, 100vw";

/** A brand's page's top: its cover and logo (in its colour when drawn), name, category, what it does, and its website. */
export function BrandHeader({ brand, offerCount }: { brand: BrandPage["brand"]; offerCount: number }) {
  // The record's Arabic on Arabic pages (issue 37); else the English, marked so and laid out in its
  // own direction.
  const description = localizedOptionalText(useLocale(), brand.description, brand.descriptionAr);
  return (
    <header className="grid items-center gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-4 lg:order-first">
        <div className="flex items-center gap-4">
          <OfferLogo
            logoUrl={brand.logoUrl}
            brandName={brand.name}
            colour={brand.colour}
            className="size-16"
          />
          <div className="min-w-0">
            <h1 dir="auto" className="text-h1 break-words text-ink-900">
              {brand.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <Badge>{categoryLabel(brand.businessCategory)}</Badge>
              <span>{t("brand.offerCount", { count: offerCount })}</span>
            </div>
          </div>
        </div>
        {description ? (
          <p lang={description.lang} dir="auto" className="max-w-prose text-ink-700">
            {description.text}
          </p>
        ) : null}
        {brand.websiteUrl ? <WebsiteLink href={brand.websiteUrl} /> : null}
      </div>
      <OfferCover
        coverUrl={brand.coverUrl}
        brandName={brand.name}
        colour={brand.colour}
        sizes={BRAND_COVER_SIZES}
        eager
        className="order-first overflow-hidden rounded-card shadow-raised lg:order-last"
      />
    </header>
  );
}
