// The offer modal (spec 000 §2 "Offer modal"): the offer's cover (issue 20) above a header with the
// discount, Share and Copy link; tabs Details (default), Guide and T&C's; a Close button; Escape or a
// click outside also closes it.
// Loaded on demand, so the home page ships without Radix Dialog and Tabs.
import { useEffect, useId } from "react";
import { Link } from "react-router";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { brandHref } from "#web/lib/paths.ts";
import { offerTitle, useDocumentTitleWhileShown } from "#web/lib/use-document-title.ts";
import { trackOfferEvent } from "#web/features/offers/api/track.ts";
import { DIALOG_COVER_SIZES } from "#web/features/offers/lib/cover.ts";
import { localizeOffer } from "#web/features/offers/lib/localized-offer.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { DiscountTag } from "../discount-tag.tsx";
import { FavoriteButton } from "../favorite-button.tsx";
import { OfferCover } from "../offer-cover.tsx";
import { OfferLogo } from "../offer-logo.tsx";
import { DetailsTab } from "./details-tab.tsx";
import { GuideTab } from "./guide-tab.tsx";
import { ShareActions } from "./share-actions.tsx";
import { TermsTab } from "./terms-tab.tsx";

export interface OfferModalProps {
  offer: PublicOffer;
  /** The page's language: the offer's texts are shown in it where the offer has them. */
  locale: Locale;
  viewer: Viewer;
  isSaved: boolean;
  onToggleSave: () => void;
  onClose: () => void;
  /** Where the focus goes once the dialog is gone (the card that opened it). */
  onReturnFocus: () => void;
}

export default function OfferModal({
  offer,
  locale,
  viewer,
  isSaved,
  onToggleSave,
  onClose,
  onReturnFocus,
}: OfferModalProps) {
  const descriptionId = useId();
  // Once per opening: a refreshed catalogue hands in a new object for the same offer.
  const { id, brandName } = offer;
  useEffect(() => trackOfferEvent("offer_click", { id, brandName }), [id, brandName]);
  const texts = localizeOffer(offer, locale);
  // The address names the offer (and the served page's title did): so does the tab while it is open.
  useDocumentTitleWhileShown(offerTitle(texts.title.text, brandName));

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        aria-describedby={descriptionId}
        // The dialog leaves with the address's ?offer=, so Radix would give the focus to <body>.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
      >
        <OfferCover
          coverUrl={offer.coverUrl}
          brandName={offer.brandName}
          colour={offer.brandColour}
          sizes={DIALOG_COVER_SIZES}
          banner
          className="shrink-0"
        />
        <div className="flex flex-col gap-4 border-b border-ink-200 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <OfferLogo logoUrl={offer.logoUrl} brandName={offer.brandName} colour={offer.brandColour} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink-600">
                <Link
                  to={brandHref(offer.brandSlug)}
                  aria-label={t("offerModal.brandOffers", { brand: offer.brandName })}
                  className="rounded-sm underline underline-offset-4 hover:text-ink-900"
                >
                  {offer.brandName}
                </Link>
              </p>
              <DialogTitle
                lang={texts.title.lang}
                dir="auto"
                className="text-lg leading-snug font-bold text-ink-900 sm:text-xl"
              >
                {texts.title.text}
              </DialogTitle>
              <DialogDescription
                id={descriptionId}
                lang={texts.description.lang}
                dir="auto"
                className="sr-only"
              >
                {texts.description.text}
              </DialogDescription>
            </div>
            <DiscountTag offer={offer} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <ShareActions offer={offer} title={texts.title.text} />
            {viewer.isStudent ? (
              <FavoriteButton brandName={offer.brandName} isSaved={isSaved} onToggle={onToggleSave} />
            ) : null}
          </div>
        </div>
        <Tabs defaultValue="details" className="flex min-h-0 flex-1 flex-col">
          <TabsList aria-label={t("offerModal.tabsLabel")} className="mx-5 mt-4 sm:mx-6">
            <TabsTrigger value="details">{t("offerModal.details")}</TabsTrigger>
            <TabsTrigger value="guide">{t("offerModal.guide")}</TabsTrigger>
            <TabsTrigger value="terms">{t("offerModal.terms")}</TabsTrigger>
          </TabsList>
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">
            <TabsContent value="details">
              <DetailsTab offer={offer} texts={texts} viewer={viewer} />
            </TabsContent>
            <TabsContent value="guide">
              <GuideTab guide={texts.guide} />
            </TabsContent>
            <TabsContent value="terms">
              <TermsTab terms={texts.terms} usageLimit={offer.usageLimit} />
            </TabsContent>
          </div>
        </Tabs>
        <div className="border-t border-ink-200 p-4 sm:px-6">
          <DialogClose asChild>
            <Button variant="outline" className="w-full sm:ms-auto sm:flex sm:w-auto">
              {t("offerModal.close")}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
