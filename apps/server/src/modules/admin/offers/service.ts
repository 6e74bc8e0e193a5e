// The rules of the console's offers: drafts are created and edited whole, published only when
// complete and not expired, and every decision is written to the audit log in its own transaction.
// Writes to `offers` bump the catalogue version (trigger), so the public list follows at once; the
// home page's Featured row too, which is the featured_rank of a few offers.
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import {
  codesFileMessages,
  offerMessages,
  type AdminOffersPage,
  type CodesUploadAnswer,
  type FeaturedOffers,
  type FieldProblem,
  type OfferFields,
  type OfferTransition,
} from "@studentperks/contracts/admin/offers";
import type { OfferStatus } from "@studentperks/contracts/catalogue";
import type { Db, Transaction } from "#server/db/client.ts";
import { offers, type OfferRow } from "#server/db/schema.ts";
import { AppError, invalidField } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import { hasPool, insertPoolCodes, refreshCodeSupply } from "#server/modules/redemption/index.ts";
import { coverKeyFromUrl, type Covers } from "#server/modules/uploads/index.ts";
import { parseCodesCsv } from "@studentperks/contracts/admin/codes-csv";
import { recordAudit } from "../audit/index.ts";
import { columnsOf, problemsOf } from "./columns.ts";
import { clearLowPoolAlert } from "./pool-alert.ts";
import { findAdminOffer, listAdminOffers, listFeatured, poolCounts } from "./queries.ts";

const offerNotFound = () => new AppError(404, "There is no such offer.", "OFFER_NOT_FOUND");
/** Advisory-lock key: saves of the Featured row take turns (migrate.ts and the seeds use 727_00x). */
const FEATURED_LOCK = 727_003;

/** The statuses each transition starts from, and where it leads. */
const TRANSITIONS: Record<OfferTransition, { from: readonly OfferStatus[]; to: OfferStatus }> = {
  publish: { from: ["draft"], to: "published" },
  unpublish: { from: ["published", "paused", "archived"], to: "draft" },
  archive: { from: ["draft", "published", "paused"], to: "archived" },
};

function refusal(problems: FieldProblem[], lead: string): AppError {
  const error = new AppError(400, `${lead}: ${problems.map((p) => p.message).join("; ")}.`, "INCOMPLETE");
  error.issues = problems;
  return error;
}

/** The fields an edit changed, before and after (for the audit log). */
function changes(before: OfferRow, after: ReturnType<typeof columnsOf>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof OfferRow];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) {
      was[key] = old ?? null;
      now[key] = value ?? null;
    }
  }
  return { before: was, after: now };
}

export interface AdminOffersServiceDeps {
  db: Db;
  clock: Clock;
  covers: Pick<Covers, "exists">;
  publicUrl: string;
}

export function createAdminOffersService({ db, clock, covers, publicUrl }: AdminOffersServiceDeps) {
  /**
   * An uploaded cover must be one we still hold, so every width srcset names exists (the demo
   * brands' covers ship with the app). Checked before the transaction: the embedded database has one
   * connection, which the transaction holds. A cover an offer names is never swept away as unused.
   */
  async function checkCover(input: OfferFields): Promise<void> {
    const key = input.coverUrl ? coverKeyFromUrl(input.coverUrl, publicUrl) : null;
    if (key && !(await covers.exists(key))) throw invalidField("coverUrl", offerMessages.coverUrl);
  }

  async function lockOffer(tx: Transaction, id: number): Promise<OfferRow> {
    const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
    if (!row) throw offerNotFound();
    return row;
  }

  return {
    list: (query: Parameters<typeof listAdminOffers>[1]): Promise<AdminOffersPage> =>
      listAdminOffers(db, query, clock.now()),

    async get(id: number) {
      const offer = await findAdminOffer(db, id, clock.now());
      if (!offer) throw offerNotFound();
      return offer;
    },

    /** A new draft; answers its id. */
    async create(actorId: string, input: OfferFields): Promise<number> {
      await checkCover(input);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(offers)
          .values({ ...columnsOf(input), status: "draft", createdAt: now, updatedAt: now })
          .returning({ id: offers.id });
        const id = row!.id;
        await recordAudit(tx, {
          actorId,
          action: "offer.create",
          entityType: "offer",
          entityId: id,
          before: null,
          after: {
            status: "draft",
            title: input.title,
            brandName: input.brandName,
            offerType: input.offerType,
          },
        });
        return id;
      });
    },

    /** Replaces every field; a published offer must stay publishable and stays published. */
    async update(actorId: string, id: number, input: OfferFields): Promise<void> {
      await checkCover(input);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = await lockOffer(tx, id);
        const columns = columnsOf(input);
        if (columns.usageLimit === "unlimited" && (await hasPool(tx, id))) {
          throw invalidField("usageLimit", offerMessages.unlimitedWithPool);
        }
        if (before.status === "published") {
          const problems = problemsOf(columns, now);
          if (problems.length > 0) throw refusal(problems, "A published offer must stay complete");
        }
        await tx
          .update(offers)
          .set({ ...columns, updatedAt: now })
          .where(eq(offers.id, id));
        // A new shared code brings back an offer whose old one was marked bad.
        await refreshCodeSupply(tx, id, now);
        await recordAudit(tx, {
          actorId,
          action: "offer.edit",
          entityType: "offer",
          entityId: id,
          ...changes(before, columns),
        });
      });
    },

    async transition(actorId: string, id: number, action: OfferTransition): Promise<void> {
      const now = clock.now();
      const { from, to } = TRANSITIONS[action];
      await db.transaction(async (tx) => {
        const before = await lockOffer(tx, id);
        if (!from.includes(before.status)) {
          throw new AppError(
            409,
            `This offer is ${before.status}: it cannot be ${action}ed.`,
            "BAD_TRANSITION",
          );
        }
        if (action === "publish") {
          const problems = problemsOf(before, now);
          if (problems.length > 0) throw refusal(problems, offerMessages.notPublishable);
        }
        const publishedAt = to === "published" ? now : to === "draft" ? null : before.publishedAt;
        await tx.update(offers).set({ status: to, publishedAt, updatedAt: now }).where(eq(offers.id, id));
        await recordAudit(tx, {
          actorId,
          action: `offer.${action}`,
          entityType: "offer",
          entityId: id,
          before: { status: before.status },
          after: { status: to },
        });
      });
    },

    featured: (): Promise<FeaturedOffers> => listFeatured(db, clock.now()),

    /**
     * Makes `offerIds` the Featured row, in that order: ranks 0..n-1 for them, none for every other
     * offer, and one audit entry. An offer joins only while live (published, not expired); one already
     * in the row may stay whatever has become of it, so staff can reorder around an offer that expired
     * or was archived. Answers the row as saved; a save that changes nothing writes nothing.
     */
    async setFeatured(actorId: string, offerIds: readonly number[]): Promise<FeaturedOffers> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Saves take turns, so each starts from the row the last one left (PostgreSQL); the rows it
        // reads are locked so that a status change cannot slip in between the check and the write.
        await tx.execute(sql`select pg_advisory_xact_lock(${FEATURED_LOCK})`);
        const listed = offerIds.length > 0 ? inArray(offers.id, [...offerIds]) : undefined;
        const rows = await tx
          .select({
            id: offers.id,
            title: offers.title,
            status: offers.status,
            expiresAt: offers.expiresAt,
            featuredRank: offers.featuredRank,
          })
          .from(offers)
          .where(or(isNotNull(offers.featuredRank), listed))
          .for("update");
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const id of offerIds) {
          const row = byId.get(id);
          if (!row) throw new AppError(404, `There is no offer ${id}.`, "OFFER_NOT_FOUND");
          const isLive = row.status === "published" && (row.expiresAt === null || row.expiresAt > now);
          if (row.featuredRank === null && !isLive) {
            const state = {
              published: "has expired",
              draft: "is a draft",
              paused: "is paused by its brand",
              archived: "is archived",
            };
            throw new AppError(
              409,
              `"${row.title}" ${state[row.status]}: only a live offer (published, not expired) can be added to Featured.`,
              "OFFER_NOT_LIVE",
            );
          }
        }
        const before = rows
          .flatMap(({ id, featuredRank: rank }) => (rank === null ? [] : [{ id, rank }]))
          .sort((a, b) => a.rank - b.rank || a.id - b.id)
          .map(({ id }) => id);
        if (before.join() === offerIds.join()) return listFeatured(tx, now);
        // Each offer's place in the list, 0 first; null (not featured) for an offer not in it.
        const rank = sql`array_position(array[${sql.join(
          offerIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}]::int[], ${offers.id}) - 1`;
        await tx
          .update(offers)
          .set({ featuredRank: rank })
          .where(
            and(
              or(isNotNull(offers.featuredRank), listed),
              sql`${offers.featuredRank} is distinct from ${rank}`,
            ),
          );
        await recordAudit(tx, {
          actorId,
          action: "offer.featured",
          entityType: "featured_offers",
          entityId: "home",
          before: { offerIds: before },
          after: { offerIds },
        });
        return listFeatured(tx, now);
      });
    },

    /** Adds a CSV's codes to a discount offer's pool; repeats in the file or the pool are skipped. */
    async addCodes(actorId: string, id: number, csv: string): Promise<CodesUploadAnswer> {
      const parsed = parseCodesCsv(csv);
      if ("badLine" in parsed) throw new AppError(400, codesFileMessages.badLine(parsed.badLine), "BAD_CODE");
      if (parsed.codes.length === 0) throw new AppError(400, codesFileMessages.empty, "NO_CODES");
      return db.transaction(async (tx) => {
        const offer = await lockOffer(tx, id);
        if (offer.offerType !== "discount")
          throw new AppError(409, codesFileMessages.referral, "NOT_A_DISCOUNT");
        if (offer.usageLimit === "unlimited")
          throw new AppError(409, codesFileMessages.unlimited, "UNLIMITED_OFFER");
        const before = await poolCounts(tx, id);
        const added = await insertPoolCodes(tx, id, [...new Set(parsed.codes)]);
        await clearLowPoolAlert(tx, id);
        await refreshCodeSupply(tx, id, clock.now());
        const after = await poolCounts(tx, id);
        await recordAudit(tx, {
          actorId,
          action: "offer.codes",
          entityType: "offer",
          entityId: id,
          before,
          after: { ...after, added },
        });
        return { added, duplicatesIgnored: parsed.codes.length - added, ...after };
      });
    },
  };
}

export type AdminOffersService = ReturnType<typeof createAdminOffersService>;
