// A brand's offers in its portal (issue 37): every offer it owns with its state, period and codes,
// and its proposals. A proposal (a new offer, or a change to one) is stored beside the offer and
// touches nothing students see until staff approve it; pausing is immediate. Every offer id is looked
// up within the session's brand, so another brand's offer is a 404 like one that does not exist.
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { dubaiDayOf, lastDubaiDay } from "@studentperks/contracts/dubai-time";
import { offerMessages, type CodesUploadAnswer } from "@studentperks/contracts/admin/offers";
import type {
  OpenChange,
  PartnerOfferDetail,
  PartnerOfferFields,
  PartnerOfferRow,
  PartnerOfferState,
  PartnerOffers as PartnerOffersAnswer,
} from "@studentperks/contracts/partners";
import type { Db, Executor } from "#server/db/client.ts";
import { brands, offerChanges, offerCodes, offers, type OfferRow } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError, invalidField } from "#server/lib/app-error.ts";
import { recordAudit } from "#server/modules/admin/audit/index.ts";
import { columnsOf, problemsOf, type AdminOffersService } from "#server/modules/admin/offers/index.ts";
import { hasPool } from "#server/modules/redemption/index.ts";
import { coverKeyFromUrl, type Covers } from "#server/modules/uploads/index.ts";
import type { Clock } from "#server/services/clock.ts";
import type { PartnerContext } from "./membership.ts";
import { offerFieldsFrom, partnerFieldsOf, type BrandFace } from "./offer-fields.ts";

type ChangeRow = typeof offerChanges.$inferSelect;

export interface PartnerOffersDeps {
  db: Db;
  clock: Clock;
  covers: Pick<Covers, "exists">;
  publicUrl: string;
  /** The staff console's code upload: the same rules, the member as the audit's actor. */
  addCodes: AdminOffersService["addCodes"];
}

function stateOf(offer: Pick<OfferRow, "status" | "startsAt" | "expiresAt">, now: Date): PartnerOfferState {
  if (offer.status === "paused") return "paused";
  if (offer.status === "draft") return "draft";
  if (offer.status === "archived") return "ended";
  if (offer.expiresAt && offer.expiresAt <= now) return "ended";
  return offer.startsAt && offer.startsAt > now ? "scheduled" : "live";
}

/** The first day students could (or can) use it: its start, or when it was published if later. */
function firstDay(offer: Pick<OfferRow, "startsAt" | "publishedAt">): string | null {
  const moments = [offer.startsAt, offer.publishedAt].filter((moment) => moment !== null);
  if (moments.length === 0) return null;
  return dubaiDayOf(new Date(Math.max(...moments.map((moment) => moment.getTime()))));
}

const openChange = (change: ChangeRow): OpenChange => ({
  id: change.id,
  status: change.status === "returned" ? "returned" : "submitted",
  reason: change.reason,
  submittedAt: change.submittedAt.toISOString(),
});

const isOpen = or(eq(offerChanges.status, "submitted"), eq(offerChanges.status, "returned"));

const noSuchOffer = () => new AppError(404, t("partners.noSuchOffer"), "NOT_FOUND");
const noSuchProposal = () => new AppError(404, t("partners.noSuchProposal"), "NOT_FOUND");

/** The brand's own offer (locked when asked): 404 for another brand's, as for none. */
export async function ownOffer(exec: Executor, brandId: number, id: number, lock = false): Promise<OfferRow> {
  const query = exec
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.brandId, brandId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw noSuchOffer();
  return row;
}

/** What the brand's record gives its offers (name, logo, description). */
export async function brandFace(exec: Executor, brandId: number): Promise<BrandFace> {
  const [brand] = await exec
    .select({ name: brands.name, logoUrl: brands.logoUrl, description: brands.description })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand!;
}

export function createPartnerOffers({ db, clock, covers, publicUrl, addCodes }: PartnerOffersDeps) {
  /** A proposal must be able to go live as it is: approving it publishes it. */
  async function checkProposal(brandId: number, fields: PartnerOfferFields, offerId: number | null) {
    const key = fields.coverUrl ? coverKeyFromUrl(fields.coverUrl, publicUrl) : null;
    if (key && !(await covers.exists(key))) throw invalidField("coverUrl", offerMessages.coverUrl);
    const columns = columnsOf(offerFieldsFrom(fields, await brandFace(db, brandId)));
    const problems = problemsOf(columns, clock.now());
    if (problems.length > 0) {
      const error = new AppError(
        400,
        `${t("partners.incomplete")}: ${problems.map((p) => p.message).join("; ")}.`,
        "INCOMPLETE",
      );
      error.issues = problems;
      throw error;
    }
    if (offerId !== null && fields.usageLimit === "unlimited" && (await hasPool(db, offerId))) {
      throw invalidField("usageLimit", offerMessages.unlimitedWithPool);
    }
  }

  function rowOf(
    offer: OfferRow,
    pool: { total: number; left: number } | undefined,
    change: ChangeRow | undefined,
    now: Date,
  ): PartnerOfferRow {
    return {
      offerId: offer.id,
      title: offer.title,
      titleAr: offer.titleAr,
      offerType: offer.offerType,
      redemptionChannel: offer.redemptionChannel,
      state: stateOf(offer, now),
      status: offer.status,
      startsOn: firstDay(offer),
      endsOn: offer.expiresAt ? lastDubaiDay(offer.expiresAt) : null,
      codesLeft: pool ? pool.left : null,
      codesTotal: pool ? pool.total : null,
      change: change ? openChange(change) : null,
    };
  }

  function proposalRow(change: ChangeRow): PartnerOfferRow {
    const { fields } = change;
    return {
      offerId: null,
      title: fields.title,
      titleAr: fields.titleAr,
      offerType: fields.offerType,
      redemptionChannel: fields.redemptionChannel,
      state: change.status === "returned" ? "changes_requested" : "in_review",
      status: null,
      startsOn: fields.startsOn,
      endsOn: fields.expiresOn,
      codesLeft: null,
      codesTotal: null,
      change: openChange(change),
    };
  }

  async function rows(context: PartnerContext): Promise<PartnerOfferRow[]> {
    const now = clock.now();
    const [owned, changes] = await Promise.all([
      db
        .select()
        .from(offers)
        .where(eq(offers.brandId, context.brandId))
        .orderBy(desc(offers.updatedAt), desc(offers.id)),
      db
        .select()
        .from(offerChanges)
        .where(and(eq(offerChanges.brandId, context.brandId), isOpen))
        .orderBy(desc(offerChanges.submittedAt), desc(offerChanges.id)),
    ]);
    const ids = owned.map((offer) => offer.id);
    const pools =
      ids.length === 0
        ? []
        : await db
            .select({
              offerId: offerCodes.offerId,
              total: sql<number>`count(*)::int`,
              left: sql<number>`(count(*) filter (where ${offerCodes.assignedAt} is null))::int`,
            })
            .from(offerCodes)
            .where(inArray(offerCodes.offerId, ids))
            .groupBy(offerCodes.offerId);
    const poolOf = new Map(pools.map((pool) => [pool.offerId, pool]));
    const changeOf = new Map(
      changes.flatMap((change) => (change.offerId === null ? [] : [[change.offerId, change]])),
    );
    return [
      ...changes.filter((change) => change.offerId === null).map(proposalRow),
      ...owned.map((offer) => rowOf(offer, poolOf.get(offer.id), changeOf.get(offer.id), now)),
    ];
  }

  async function rowFor(context: PartnerContext, offerId: number): Promise<PartnerOfferRow> {
    return (await rows(context)).find((row) => row.offerId === offerId)!;
  }

  /** The brand's open proposal for a new offer, locked. */
  async function ownProposal(exec: Executor, brandId: number, id: number): Promise<ChangeRow> {
    const [change] = await exec
      .select()
      .from(offerChanges)
      .where(and(eq(offerChanges.id, id), eq(offerChanges.brandId, brandId), isNull(offerChanges.offerId)))
      .for("update");
    if (!change) throw noSuchProposal();
    if (change.status !== "submitted" && change.status !== "returned") {
      throw new AppError(409, t("partners.proposalClosed"), "PROPOSAL_CLOSED");
    }
    return change;
  }

  async function audit(exec: Executor, context: PartnerContext, change: ChangeRow, offerId: number | null) {
    await recordAudit(exec, {
      actorId: context.userId,
      action: "offer.propose",
      entityType: "offer_change",
      entityId: change.id,
      before: null,
      after: { brand: context.brandKey, offerId, title: change.fields.title },
    });
  }

  /** Pauses or resumes the brand's offer: published ⇄ paused, at once. */
  async function setPaused(
    context: PartnerContext,
    offerId: number,
    paused: boolean,
  ): Promise<PartnerOfferRow> {
    await db.transaction(async (tx) => {
      const offer = await ownOffer(tx, context.brandId, offerId, true);
      const now = clock.now();
      // A brand may stop an offer before its first day as well as while it runs.
      if (paused && !["live", "scheduled"].includes(stateOf(offer, now))) {
        throw new AppError(409, t("partners.notLive"), "OFFER_NOT_LIVE");
      }
      if (!paused && offer.status !== "paused")
        throw new AppError(409, t("partners.notPaused"), "NOT_PAUSED");
      const status = paused ? "paused" : "published";
      await tx.update(offers).set({ status, updatedAt: now }).where(eq(offers.id, offerId));
      await recordAudit(tx, {
        actorId: context.userId,
        action: paused ? "offer.pause" : "offer.resume",
        entityType: "offer",
        entityId: offerId,
        before: { status: offer.status },
        after: { status, brand: context.brandKey },
      });
    });
    return rowFor(context, offerId);
  }

  return {
    list: async (context: PartnerContext): Promise<PartnerOffersAnswer> => ({ offers: await rows(context) }),

    async detail(context: PartnerContext, offerId: number): Promise<PartnerOfferDetail> {
      const offer = await ownOffer(db, context.brandId, offerId);
      const [change] = await db
        .select()
        .from(offerChanges)
        .where(and(eq(offerChanges.offerId, offerId), isOpen));
      return {
        row: await rowFor(context, offerId),
        live: { ...partnerFieldsOf(offer) },
        proposed: change ? { ...change.fields } : null,
      };
    },

    async proposalDetail(context: PartnerContext, id: number): Promise<PartnerOfferDetail> {
      const [change] = await db
        .select()
        .from(offerChanges)
        .where(
          and(
            eq(offerChanges.id, id),
            eq(offerChanges.brandId, context.brandId),
            isNull(offerChanges.offerId),
          ),
        );
      if (!change) throw noSuchProposal();
      return { row: proposalRow(change), live: null, proposed: { ...change.fields } };
    },

    /** A new offer, for staff to approve. */
    async propose(context: PartnerContext, fields: PartnerOfferFields) {
      await checkProposal(context.brandId, fields, null);
      const change = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(offerChanges)
          .values({ brandId: context.brandId, fields, submittedBy: context.userId, submittedAt: clock.now() })
          .returning();
        await audit(tx, context, created!, null);
        return created!;
      });
      return { changeId: change.id, status: "submitted" as const };
    },

    /** Changes a proposed new offer (waiting, or sent back): it waits for staff again. */
    async editProposal(context: PartnerContext, id: number, fields: PartnerOfferFields) {
      await checkProposal(context.brandId, fields, null);
      return db.transaction(async (tx) => {
        await ownProposal(tx, context.brandId, id);
        const [change] = await tx
          .update(offerChanges)
          .set({
            fields,
            status: "submitted",
            reason: null,
            submittedBy: context.userId,
            submittedAt: clock.now(),
          })
          .where(eq(offerChanges.id, id))
          .returning();
        await audit(tx, context, change!, null);
        return { changeId: id, status: "submitted" as const };
      });
    },

    /**
     * A change to one of the brand's offers: the open proposal for it is replaced (one per offer), and
     * the offer stays exactly as it is until staff approve.
     */
    async proposeChange(context: PartnerContext, offerId: number, fields: PartnerOfferFields) {
      await checkProposal(context.brandId, fields, offerId);
      return db.transaction(async (tx) => {
        const offer = await ownOffer(tx, context.brandId, offerId, true);
        if (offer.status === "archived") throw new AppError(409, t("partners.offerClosed"), "OFFER_ARCHIVED");
        const values = {
          fields,
          status: "submitted" as const,
          reason: null,
          submittedBy: context.userId,
          submittedAt: clock.now(),
        };
        const [open] = await tx
          .select({ id: offerChanges.id })
          .from(offerChanges)
          .where(and(eq(offerChanges.offerId, offerId), isOpen));
        const [change] = open
          ? await tx.update(offerChanges).set(values).where(eq(offerChanges.id, open.id)).returning()
          : await tx
              .insert(offerChanges)
              .values({ ...values, brandId: context.brandId, offerId })
              .returning();
        await audit(tx, context, change!, offerId);
        return { changeId: change!.id, status: "submitted" as const };
      });
    },

    pause: (context: PartnerContext, offerId: number) => setPaused(context, offerId, true),
    resume: (context: PartnerContext, offerId: number) => setPaused(context, offerId, false),

    /** A CSV of codes for the brand's own discount offer, under the console's rules. */
    async addCodes(context: PartnerContext, offerId: number, csv: string): Promise<CodesUploadAnswer> {
      await ownOffer(db, context.brandId, offerId);
      return addCodes(context.userId, offerId, csv);
    },
  };
}

export type PartnerOffersService = ReturnType<typeof createPartnerOffers>;
