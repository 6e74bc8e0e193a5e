// The partnership e-mails: a receipt to the merchant's contact, and the request itself to staff.
import { CURRENCY } from "@studentperks/contracts/catalogue";
import type { PartnershipRequest } from "@studentperks/contracts/merchants";
import { renderEmail } from "#server/services/mailer/layout.ts";

export function partnershipReceivedEmail(request: PartnershipRequest, supportEmail: string) {
  return renderEmail({
    subject: `We received ${request.brandName}'s offer for StudentPerks`,
    heading: "Thank you for your partnership request",
    paragraphs: [
      `Hi ${request.contactName},`,
      `Thank you for submitting ${request.brandName}'s offer: ${describeOffer(request)}. Our team reviews every request and will reply to this address within 2 working days.`,
      "Partnering with StudentPerks is free: no commission and no upfront cost.",
      `Questions in the meantime? Write to ${supportEmail}.`,
    ],
    footnote:
      "You receive this e-mail because this address was given as the contact for a partnership request.",
  });
}

export function partnershipNotificationEmail(request: PartnershipRequest, id: string) {
  const lines: [string, string | undefined][] = [
    ["Brand", request.brandName],
    ["Category", request.brandCategory],
    ["Business", request.businessDescription],
    ["Offer", describeOffer(request)],
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
  return renderEmail({
    subject: `Partnership request: ${request.brandName}`,
    heading: `${request.brandName} wants to partner`,
    paragraphs: lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    footnote: "Review it in the staff console. Reply to this e-mail to write to the merchant's contact.",
  });
}

/** "20% off", "AED 50 off", "free shipping", or "a referral link". */
export function describeOffer(
  request: Pick<PartnershipRequest, "offerType" | "discountType" | "discountValue">,
) {
  if (request.offerType === "referral") return "a referral link";
  if (request.discountType === "free_shipping") return "free shipping";
  if (request.discountType === "fixed") return `${CURRENCY} ${request.discountValue} off`;
  return `${request.discountValue}% off`;
}
