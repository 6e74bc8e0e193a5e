// The weekly e-mail (issue 38) in the reader's language: three short lists of offers with their
// pictures, a button to every offer, and the personal unsubscribe link in the footer. No tracking
// pixel: the only pictures are the offers' own.
import { coverUrlAt } from "@studentperks/contracts/covers";
import { dubaiWeekdayDate } from "@studentperks/contracts/dubai-time";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#server/i18n/index.ts";
import type { IndexedOffer } from "#server/modules/offers/index.ts";
import { renderEmailIn, type EmailSection, type RenderedEmail } from "#server/services/mailer/layout.ts";
import type { DigestContent } from "./content.ts";

export interface DigestReader {
  firstName: string;
  locale: Locale;
}

export function digestEmail(
  reader: DigestReader,
  content: DigestContent,
  links: { publicUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const site = links.publicUrl.replace(/\/$/, "");
  const absolute = (path: string) => (path.startsWith("/") ? `${site}${path}` : path);
  const item = (offer: IndexedOffer, detail: string) => {
    const { card } = offer;
    const picture = card.coverUrl ? coverUrlAt(card.coverUrl, 400) : card.logoUrl;
    return {
      title: reader.locale === "ar" ? (card.titleAr ?? card.title) : card.title,
      detail,
      url: `${site}/?offer=${card.id}`,
      imageUrl: picture ? absolute(picture) : null,
    };
  };
  return renderEmailIn(reader.locale, () => {
    const sections: EmailSection[] = [
      {
        heading: t("email.digest.endingSoon"),
        items: content.endingSoon.map((offer) =>
          item(
            offer,
            t("email.digest.endsOn", {
              brand: offer.card.brandName,
              date: dubaiWeekdayDate(new Date(offer.expiresAt! - 1), reader.locale),
            }),
          ),
        ),
      },
      {
        heading: t("email.digest.fromSavedBrands"),
        items: content.fromSavedBrands.map((offer) => item(offer, offer.card.brandName)),
      },
      {
        heading: t("email.digest.fresh"),
        items: content.fresh.map((offer) => item(offer, offer.card.brandName)),
      },
    ].filter((section) => section.items.length > 0);
    return {
      subject: t("email.digest.subject"),
      heading: t("email.digest.heading"),
      paragraphs: [t("email.greeting", { firstName: reader.firstName }), t("email.digest.intro")],
      sections,
      action: { label: t("email.digest.allOffers"), url: `${site}/` },
      footnote: t("email.digest.why"),
      unsubscribe: { label: t("email.digest.unsubscribe"), url: links.unsubscribeUrl },
    };
  });
}
