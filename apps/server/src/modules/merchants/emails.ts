// The partnership e-mails: a receipt to the merchant's contact (in the language the request was made
// in), and the request itself to staff (in English, the team inbox's language).
import { CURRENCY, type RedemptionChannel } from "@studentperks/contracts/catalogue";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PartnershipRequest } from "@studentperks/contracts/merchants";
import { consolePartnershipPath, pagePaths } from "@studentperks/contracts/page-paths";
import { t } from "#server/i18n/index.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";

export function partnershipReceivedEmail(
  locale: Locale,
  request: PartnershipRequest,
  { supportEmail, publicUrl }: { supportEmail: string; publicUrl: string },
) {
  const { brandName } = request;
  return renderEmailIn(locale, () => ({
    subject: t("email.partnershipReceived.subject", { brandName }),
    heading: t("email.partnershipReceived.heading"),
    paragraphs: [
      t("email.greeting", { firstName: request.contactName }),
      t("email.partnershipReceived.body", { brandName, offer: describeOffer(request) }),
      t("email.partnershipReceived.free"),
      t("email.questionsMeantime", { supportEmail }),
    ],
    action: { label: t("email.forMerchants.button"), url: pageLink(publicUrl, pagePaths.forMerchants) },
    footnote: t("email.partnership.footnote"),
  }));
}

const CHANNEL_NAMES: Record<RedemptionChannel, string> = {
  online: "Online",
  in_store: "In store (the student shows their card)",
  both: "Online and in store",
};

export function partnershipNotificationEmail(request: PartnershipRequest, id: string, publicUrl: string) {
  return renderEmailIn("en", () => {
    const lines: [string, string | undefined][] = [
      ["Brand", request.brandName],
      ["Category", request.brandCategory],
      ["Business", request.businessDescription],
      ["Offer", describeOffer(request)],
      ["Where", CHANNEL_NAMES[request.redemptionChannel]],
      ["Discount code", request.discountCode],
      ["Referral link", request.referralLink],
      ["Expires", request.hasExpiry ? request.expiryDate : "No expiry"],
      ["Website", request.websiteLink],
      ["How to redeem", request.discountRedemptionGuide.map((s) => `${s.step}. ${s.instruction}`).join("\n")],
      ["General info", request.generalInfo],
      ["Terms", request.termsAndConditions],
      ["Title (Arabic)", request.titleAr],
      ["Description (Arabic)", request.descriptionAr],
      ["Terms (Arabic)", request.termsAndConditionsAr],
      ["Contact", `${request.contactName} <${request.contactEmail}>`],
      ["Phone", request.contactPhone],
      ["Request id", id],
    ];
    return {
      subject: `Partnership request: ${request.brandName}`,
      heading: `${request.brandName} wants to partner`,
      paragraphs: lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      action: { label: "Review the request", url: pageLink(publicUrl, consolePartnershipPath(id)) },
      footnote: "Reply to this e-mail to write to the merchant's contact.",
    };
  });
}

/** "20% off", "AED 50 off", "free shipping", or "a referral link", in the current language. */
export function describeOffer(
  request: Pick<PartnershipRequest, "offerType" | "discountType" | "discountValue">,
) {
  if (request.offerType === "referral") return t("email.offer.referral");
  if (request.discountType === "free_shipping") return t("email.offer.freeShipping");
  const value = String(request.discountValue);
  if (request.discountType === "fixed") return t("email.offer.fixed", { currency: CURRENCY, value });
  return t("email.offer.percentage", { value });
}
