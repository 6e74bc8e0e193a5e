import { dubaiMidday, lastDubaiDay } from "@studentperks/contracts/dubai-time";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { currentLocale, t } from "#web/lib/i18n/index.ts";
import { formatDate } from "#web/lib/i18n/format.ts";
import type { LocalizedOffer, LocalizedText } from "#web/features/offers/lib/localized-offer.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { WebsiteLink } from "../website-link.tsx";
import { OfferAction } from "./offer-action.tsx";

/**
 * The offer in words (`texts`, in the page's language where the offer has them), and the one thing
 * this visitor can do with it.
 */
export function DetailsTab({
  offer,
  texts,
  viewer,
}: {
  offer: PublicOffer;
  texts: Pick<LocalizedOffer, "description" | "businessDescription" | "generalInfo">;
  viewer: Viewer;
}) {
  return (
    <div className="flex flex-col gap-5">
      <p lang={texts.description.lang} dir="auto" className="text-ink-700">
        {texts.description.text}
      </p>
      <OfferAction offer={offer} viewer={viewer} />
      {texts.businessDescription ? (
        <Section title={t("offerModal.about", { brand: offer.brandName })}>
          {texts.businessDescription}
        </Section>
      ) : null}
      {texts.generalInfo ? <Section title={t("offerModal.goodToKnow")}>{texts.generalInfo}</Section> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
        {offer.expiresAt ? (
          // The offer ends as its last day does (midnight after it, Dubai time): that day is shown.
          <p>
            {t("offerModal.validUntil", {
              date: formatDate(dubaiMidday(lastDubaiDay(offer.expiresAt)), currentLocale()),
            })}
          </p>
        ) : null}
        {offer.websiteUrl ? <WebsiteLink href={offer.websiteUrl} /> : null}
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: LocalizedText }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      <p lang={children.lang} dir="auto" className="text-sm whitespace-pre-line text-ink-700">
        {children.text}
      </p>
    </section>
  );
}
