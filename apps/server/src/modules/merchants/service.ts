// Partnership requests (spec 001 §2-§5): validated by the contracts schema before they get here; the
// logo, and the cover when one is sent (issue 20), must be ones we made; stored as `submitted` for
// staff; the contact and staff are both told.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { type PartnershipRequest, merchantMessages } from "@studentperks/contracts/merchants";
import type { Db } from "#server/db/client.ts";
import { partnershipRequests } from "#server/db/schema.ts";
import { invalidField } from "#server/lib/app-error.ts";
import { hasPgErrorCode, PG_FOREIGN_KEY_VIOLATION } from "#server/lib/pg-errors.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { coverKeyFromUrl, logoKeyFromUrl, type Covers, type Logos } from "../uploads/index.ts";
import { partnershipNotificationEmail, partnershipReceivedEmail } from "./emails.ts";
import { placeTexts } from "./text-languages.ts";

export interface MerchantsServiceDeps {
  db: Db;
  logos: Logos;
  covers: Covers;
  outbox: MailQueue;
  supportEmail: string;
  publicUrl: string;
}

export function createMerchantsService(deps: MerchantsServiceDeps) {
  const { db, logos, covers, outbox, supportEmail } = deps;
  const logoNotOurs = () => invalidField("logoUrl", merchantMessages.logoNotOurs);
  const coverNotOurs = () => invalidField("coverUrl", merchantMessages.coverNotOurs);

  return {
    /** `locale`: the request's language, kept with it: the contact hears back in it, now and later. */
    async submitPartnershipRequest(request: PartnershipRequest, locale: Locale): Promise<{ id: string }> {
      const logoKey = logoKeyFromUrl(request.logoUrl, deps.publicUrl);
      if (!logoKey || !(await logos.exists(logoKey))) throw logoNotOurs();
      const coverKey = request.coverUrl ? coverKeyFromUrl(request.coverUrl, deps.publicUrl) : null;
      if (request.coverUrl && (!coverKey || !(await covers.exists(coverKey)))) throw coverNotOurs();
      const isDiscount = request.offerType === "discount";
      // The request and both e-mails about it commit together.
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(partnershipRequests)
            .values({
              brandName: request.brandName,
              brandCategory: request.brandCategory,
              ...placeTexts(request),
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
              redemptionChannel: request.redemptionChannel,
              titleAr: request.titleAr ?? null,
              contactEmail: request.contactEmail,
              contactName: request.contactName,
              contactPhone: request.contactPhone ?? null,
              locale,
              logoKey,
              coverKey,
            })
            .returning({ id: partnershipRequests.id });
          await outbox.add(
            tx,
            { to: request.contactEmail, ...partnershipReceivedEmail(locale, request, deps) },
            {
              to: supportEmail,
              replyTo: request.contactEmail,
              ...partnershipNotificationEmail(request, row!.id, deps.publicUrl),
            },
          );
          return row!.id;
        })
        .catch(async (error: unknown) => {
          // The logo or the cover was removed as unused between the check and the insert.
          if (!hasPgErrorCode(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
          throw (await logos.exists(logoKey)) ? coverNotOurs() : logoNotOurs();
        });
      outbox.wake();
      return { id };
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
