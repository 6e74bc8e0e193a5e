// Staff decisions on partnership requests. A request is decided once: the status change is a
// conditional UPDATE (only while `submitted`), so two staff members clicking at the same moment make
// one draft offer, and the second gets 409.
import { and, eq, sql } from "drizzle-orm";
import type { PartnershipDetail } from "@studentperks/contracts/admin/partnerships";
import type { Db, Transaction } from "#server/db/client.ts";
import {
  brands,
  offers,
  partnershipRequests as requests,
  type PartnershipRequestRow,
} from "#server/db/schema.ts";
import type { Invitations } from "#server/modules/partners/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { recordAudit } from "../audit/index.ts";
import { draftOfferFrom } from "./draft-offer.ts";
import { partnershipApprovedEmail, partnershipRejectedEmail } from "./emails.ts";
import { findPartnershipRequest, listPartnershipRequests } from "./repo.ts";

export interface PartnershipsServiceDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  supportEmail: string;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  /** The request's contact is invited to the brand's portal as its owner (issue 37). */
  invitations: Pick<Invitations, "inviteWith">;
}

const notFound = () => new AppError(404, "There is no such partnership request.", "NOT_FOUND");
const alreadyDecided = () =>
  new AppError(409, "This partnership request has already been decided.", "ALREADY_DECIDED");

export function createPartnershipsService(deps: PartnershipsServiceDeps) {
  const { db, clock, outbox, supportEmail, invitations } = deps;

  /** Marks the request decided if it is still waiting; null when it is not (or does not exist). */
  async function decide(
    tx: Transaction,
    id: string,
    staffId: string,
    decision: { status: "approved" } | { status: "rejected"; rejectionReason: string },
  ): Promise<PartnershipRequestRow | null> {
    const now = clock.now();
    const [decided] = await tx
      .update(requests)
      .set({ ...decision, reviewedAt: now, reviewedBy: staffId, updatedAt: now })
      .where(and(eq(requests.id, id), eq(requests.status, "submitted")))
      .returning();
    return decided ?? null;
  }

  /** Why nothing was decided: the request is unknown (404) or no longer waiting (409). */
  async function refusal(id: string): Promise<AppError> {
    const [found] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, id));
    return found ? alreadyDecided() : notFound();
  }

  return {
    list: (query: Parameters<typeof listPartnershipRequests>[1]) => listPartnershipRequests(db, query),
    async get(id: string): Promise<PartnershipDetail> {
      const found = await findPartnershipRequest(db, id);
      if (!found) throw notFound();
      return found;
    },

    /** Approves a waiting request and makes its draft offer, in one transaction. */
    async approve(id: string, staffId: string): Promise<{ offerId: number }> {
      const approved = await db.transaction(async (tx) => {
        const request = await decide(tx, id, staffId, { status: "approved" });
        if (!request) return null;
        const draft = draftOfferFrom(request);
        const [offer] = await tx
          .insert(offers)
          .values(draft)
          .returning({ id: offers.id, brandId: offers.brandId });
        const offerId = offer!.id;
        // The brand's record takes what the request says of it where it says nothing yet.
        await tx
          .update(brands)
          .set({
            logoUrl: sql`coalesce(${brands.logoUrl}, ${draft.logoUrl ?? null})`,
            websiteUrl: sql`coalesce(${brands.websiteUrl}, ${draft.websiteUrl ?? null})`,
            description: sql`coalesce(${brands.description}, ${draft.businessDescription ?? null})`,
          })
          .where(
            and(
              eq(brands.id, offer!.brandId),
              sql`(${brands.logoUrl} is null or ${brands.websiteUrl} is null or ${brands.description} is null)`,
            ),
          );
        await tx.update(requests).set({ offerId }).where(eq(requests.id, id));
        await recordAudit(tx, {
          actorId: staffId,
          action: "partnership.approve",
          entityType: "partnership_request",
          entityId: id,
          before: { status: "submitted" },
          after: { status: "approved", offerId },
        });
        await recordAudit(tx, {
          actorId: staffId,
          action: "offer.create",
          entityType: "offer",
          entityId: offerId,
          before: null,
          after: {
            status: draft.status,
            title: draft.title,
            brandName: draft.brandName,
            fromPartnershipRequest: id,
          },
        });
        await outbox.add(tx, {
          to: request.contactEmail,
          replyTo: supportEmail,
          ...partnershipApprovedEmail(request, deps),
        });
        await invitations
          .inviteWith(
            tx,
            { userId: staffId, brandId: offer!.brandId },
            { email: request.contactEmail, role: "owner" },
            request.locale,
          )
          // A contact already in the brand's portal (a second request) needs no invitation.
          .catch((error: unknown) => {
            if (!(error instanceof AppError && error.code === "ALREADY_MEMBER")) throw error;
          });
        return { request, offerId };
      });
      if (!approved) throw await refusal(id);
      outbox.wake();
      return { offerId: approved.offerId };
    },

    /** Declines a waiting request; the contact is told why. */
    async reject(id: string, staffId: string, reason: string): Promise<void> {
      const rejected = await db.transaction(async (tx) => {
        const request = await decide(tx, id, staffId, { status: "rejected", rejectionReason: reason });
        if (!request) return null;
        await recordAudit(tx, {
          actorId: staffId,
          action: "partnership.reject",
          entityType: "partnership_request",
          entityId: id,
          before: { status: "submitted" },
          after: { status: "rejected", rejectionReason: reason },
        });
        await outbox.add(tx, {
          to: request.contactEmail,
          replyTo: supportEmail,
          ...partnershipRejectedEmail(request, reason, deps),
        });
        return request;
      });
      if (!rejected) throw await refusal(id);
      outbox.wake();
    },
  };
}

export type PartnershipsService = ReturnType<typeof createPartnershipsService>;
