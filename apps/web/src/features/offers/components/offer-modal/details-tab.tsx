import ExternalLink from "lucide-react/icons/external-link";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { t } from "#web/lib/i18n/index.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { OfferAction } from "./offer-action.tsx";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The offer in words, and the one thing this visitor can do with it. */
export function DetailsTab({ offer, viewer }: { offer: PublicOffer; viewer: Viewer }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{offer.description}</p>
      <OfferAction offer={offer} viewer={viewer} />
      {offer.businessDescription ? (
        <Section title={t("offerModal.about", { brand: offer.brandName })}>
          {offer.businessDescription}
        </Section>
      ) : null}
      {offer.generalInfo ? <Section title={t("offerModal.goodToKnow")}>{offer.generalInfo}</Section> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        {offer.expiresAt ? (
          <p>{t("offerModal.validUntil", { date: dateFormat.format(new Date(offer.expiresAt)) })}</p>
        ) : null}
        {offer.websiteUrl ? (
          <a
            href={offer.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-800 hover:underline"
          >
            {t("offerModal.visitWebsite")}
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        ) : null}
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: string }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="text-sm whitespace-pre-line text-slate-700">{children}</p>
    </section>
  );
}
