import Handshake from "lucide-react/icons/handshake";
import MessageCircle from "lucide-react/icons/message-circle";
import { Card, CardHeader } from "../components/ui/card.tsx";
import { MerchantContactForm } from "../features/contact/components/merchant-contact-form.tsx";
import { MerchantBenefits } from "../features/merchants/components/merchant-benefits.tsx";
import { MerchantHero } from "../features/merchants/components/merchant-hero.tsx";
import { PartnershipForm } from "../features/merchants/components/partnership-form.tsx";
import { t } from "../lib/i18n/index.ts";
import { usePageDescription } from "../lib/use-page-description.ts";

const OFFER_SECTION_ID = "submit-offer";

/** /for-merchants (spec 001 §2): why partner, a contact form, then the Submit Your Offer form. */
export default function ForMerchantsPage() {
  usePageDescription(t("description.forMerchants"));
  return (
    <>
      <MerchantHero formSectionId={OFFER_SECTION_ID} />
      <MerchantBenefits />
      <div className="mx-auto grid w-full max-w-7xl items-start gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <Card aria-labelledby="merchant-contact-title" className="lg:sticky lg:top-24">
          <CardHeader
            titleId="merchant-contact-title"
            icon={<MessageCircle />}
            title={t("contact.title")}
            description={t("contact.description")}
          />
          <MerchantContactForm titleId="merchant-contact-title" />
        </Card>
        <Card id={OFFER_SECTION_ID} aria-labelledby="submit-offer-title" className="scroll-mt-20">
          <CardHeader
            titleId="submit-offer-title"
            icon={<Handshake />}
            title={t("partnership.title")}
            description={t("partnership.description")}
          />
          <PartnershipForm titleId="submit-offer-title" />
        </Card>
      </div>
    </>
  );
}
