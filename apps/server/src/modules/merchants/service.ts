// Partnership requests (spec 001 §2-§5): validated by the contracts schema before they get here; the
// logo must be one we made; stored as `submitted` for staff; the contact and staff are both told.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { type PartnershipRequest, merchantMessages } from "@studentperks/contracts/merchants";
import type { Db } from "#server/db/client.ts";
import { partnershipRequests } from "#server/db/schema.ts";
import { invalidField } from "#server/lib/app-error.ts";
import { hasPgErrorCode, PG_FOREIGN_KEY_VIOLATION } from "#server/lib/pg-errors.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { logoKeyFromUrl, type Logos } from "../uploads/index.ts";
import { partnershipNotificationEmail, partnershipReceivedEmail } from "./emails.ts";

export interface MerchantsServiceDeps {
  db: Db;
  logos: Logos;
  outbox: MailQueue;
  supportEmail: string;
  publicUrl: string;
}

export function createMerchantsService(deps: MerchantsServiceDeps) {
  const { db, logos, outbox, supportEmail } = deps;
  const logoNotOurs = () => invalidField("logoUrl", merchantMessages.logoNotOurs);

  return {
    /** `locale`: the request's language, kept with it: the contact hears back in it, now and later. */
    async submitPartnershipRequest(request: PartnershipRequest, locale: Locale): Promise<{ id: string }> {
      const logoKey = logoKeyFromUrl(request.logoUrl, deps.publicUrl);
      if (!logoKey || !(await logos.exists(logoKey))) throw logoNotOurs();
      const isDiscount = request.offerType === "discount";
      // The request and both e-mails about it commit together.
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(partnershipRequests)
          .values({
            brandName: request.brandName,
            brandCategory: request.brandCategory,
            businessDescription: request.businessDescription,
            generalInfo: request.generalInfo ?? null,
            offerType: request.offerType,
            // Only the fields of the chosen offer type are kept.
            discountCode: isDiscount ? request.discountCode : null,
            discountType: isDiscount ? request.discountType : null,
            discountValue:
              isDiscount && request.discountType !== "free_shipping" ? request.discountValue : null,
            referralLink: isDiscount ? null : request.referralLink,
            expiresOn: request.hasExpiry ? request.expiryDate : null,
            websiteUrl: request.websiteLink ?? null,
            redemptionGuide: request.discountRedemptionGuide,
            termsAndConditions: request.termsAndConditions,
            titleAr: request.titleAr ?? null,
            descriptionAr: request.descriptionAr ?? null,
            termsAndConditionsAr: request.termsAndConditionsAr ?? null,
            contactEmail: request.contactEmail,
            contactName: request.contactName,
            contactPhone: request.contactPhone ?? null,
            locale,
            logoKey,
          })
          .returning({ id: partnershipRequests.id })
          .catch((error: unknown) => {
            // The logo was removed as unused between the check and the insert.
            if (hasPgErrorCode(error, PG_FOREIGN_KEY_VIOLATION)) throw logoNotOurs();
            throw error;
          });
        await outbox.add(
          tx,
          { to: request.contactEmail, ...partnershipReceivedEmail(locale, request, supportEmail) },
          {
            to: supportEmail,
            replyTo: request.contactEmail,
            ...partnershipNotificationEmail(request, row!.id),
          },
        );
        return row!.id;
      });
      outbox.wake();
      return { id };
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
