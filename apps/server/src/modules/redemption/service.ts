// Redemption (spec 000 §4, issue "Offer details and redemption"): codes and referral links go only to
// verified students; each student gets one code per offer, the same every time; pool codes go to
// exactly one student each. Also the tracking events and a student's saved offers.
import { isVerifiedAt } from "@studentperks/contracts/verification";
import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import {
  redemptionMessages,
  type AnalyticsEventType,
  type MyRedemption,
} from "@studentperks/contracts/redemption";
import type { Db, Transaction } from "#server/db/client.ts";
import { noCounters, type AppCounters } from "#server/plugins/metrics.ts";
import { favorites, offerCodes, offerEvents, offers, redemptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { hasPgErrorCode, PG_FOREIGN_KEY_VIOLATION } from "#server/lib/pg-errors.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Random } from "#server/services/random.ts";
import { authMessages, findUserWithProfile } from "../auth/index.ts";
import { cleanPoolCodes, generatedCode } from "./codes.ts";
import { findLiveOffer, insertPoolCodes, type LiveOffer } from "./repo.ts";

type TrackedEvent = AnalyticsEventType | "code_copy" | "referral_click";

/** An offer id that does not exist, as the foreign key reports it. */
const isMissingReference = (error: unknown) => hasPgErrorCode(error, PG_FOREIGN_KEY_VIOLATION);

const offerNotFound = () => new AppError(404, redemptionMessages.offerNotFound, "OFFER_NOT_FOUND");

interface RedemptionDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Told after a pool code was handed out (the staff console's low-pool alert). */
  onPoolCodeTaken?: (offerId: number) => void;
  counters?: Pick<AppCounters, "redemption">;
}

export function createRedemptionService({
  db,
  clock,
  random,
  onPoolCodeTaken,
  counters = noCounters,
}: RedemptionDeps) {
  async function assertVerifiedStudent(userId: string): Promise<void> {
    const found = await findUserWithProfile(db, userId);
    if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
    if (!isVerifiedAt(found.user.role, found.profile, clock.now())) {
      throw new AppError(403, redemptionMessages.notVerified, "NOT_VERIFIED");
    }
  }

  async function liveOffer(offerId: number): Promise<LiveOffer> {
    const offer = await findLiveOffer(db, offerId, clock.now());
    if (!offer) throw offerNotFound();
    return offer;
  }

  async function codeGiven(exec: Db | Transaction, userId: string, offerId: number): Promise<string | null> {
    const [row] = await exec
      .select({ code: redemptions.code })
      .from(redemptions)
      .where(and(eq(redemptions.offerId, offerId), eq(redemptions.userId, userId)));
    return row?.code ?? null;
  }

  /** The pool's next free code, else (when the offer has no pool) its preset or a generated one. */
  async function chooseCode(tx: Transaction, userId: string, offer: LiveOffer) {
    const nextFree = tx
      .select({ id: offerCodes.id })
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, offer.id), isNull(offerCodes.assignedAt)))
      .orderBy(asc(offerCodes.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await tx
      .update(offerCodes)
      .set({ assignedTo: userId, assignedAt: clock.now() })
      .where(inArray(offerCodes.id, nextFree))
      .returning({ code: offerCodes.code });
    if (claimed) return { code: claimed.code, source: "pool" as const };
    const [hasPool] = await tx
      .select({ id: offerCodes.id })
      .from(offerCodes)
      .where(eq(offerCodes.offerId, offer.id))
      .limit(1);
    if (hasPool) throw new AppError(409, redemptionMessages.noCodesLeft, "NO_CODES_LEFT");
    if (offer.code) return { code: offer.code, source: "preset" as const };
    return { code: generatedCode(offer.brandName, random), source: "generated" as const };
  }

  async function record(offerId: number, eventType: TrackedEvent, userId: string | null, metadata?: unknown) {
    try {
      // Timed by the app's clock, like redemptions, so insights put both on the same days.
      await db
        .insert(offerEvents)
        .values({ offerId, eventType, userId, metadata: metadata ?? null, createdAt: clock.now() });
    } catch (error) {
      if (isMissingReference(error)) throw offerNotFound();
      throw error;
    }
  }

  return {
    /** The student's code for the offer: the same one on every call, however many arrive at once. */
    async redeem(userId: string, offerId: number): Promise<string> {
      await assertVerifiedStudent(userId);
      const offer = await liveOffer(offerId);
      if (offer.offerType !== "discount") {
        throw new AppError(400, redemptionMessages.notADiscount, "NOT_A_DISCOUNT");
      }
      const known = await codeGiven(db, userId, offerId);
      if (known) return known;
      const { code, source } = await db.transaction(async (tx) => {
        // Requests of one student for one offer queue here; the later ones find the first one's code.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}::text), ${offerId}::int)`);
        const given = await codeGiven(tx, userId, offerId);
        if (given) return { code: given, source: null };
        const chosen = await chooseCode(tx, userId, offer);
        await tx.insert(redemptions).values({ offerId, userId, ...chosen, createdAt: clock.now() });
        return chosen;
      });
      if (source) counters.redemption(source);
      if (source === "pool") onPoolCodeTaken?.(offerId);
      return code;
    },

    /** The referral link, for verified students only; the click is recorded. */
    async referralLink(userId: string, offerId: number): Promise<string> {
      await assertVerifiedStudent(userId);
      const offer = await liveOffer(offerId);
      if (offer.offerType !== "referral" || !offer.referralLink) {
        throw new AppError(400, redemptionMessages.notAReferral, "NOT_A_REFERRAL");
      }
      await record(offerId, "referral_click", userId);
      return offer.referralLink;
    },

    /** Records what a visitor did with an offer; 404 for an offer that does not exist. */
    track: record,

    /** Adds codes to an offer's pool, ignoring ones it already has; returns how many were added. */
    async addPoolCodes(offerId: number, codes: readonly string[]): Promise<number> {
      const fresh = cleanPoolCodes(codes);
      if (fresh.length === 0) return 0;
      try {
        return await insertPoolCodes(db, offerId, fresh);
      } catch (error) {
        if (isMissingReference(error)) throw offerNotFound();
        throw error;
      }
    },

    /** What the student was given, newest first: redeemed codes and the referral links opened. */
    async given(userId: string): Promise<MyRedemption[]> {
      const codes = await db
        .select({
          offerId: redemptions.offerId,
          title: offers.title,
          titleAr: offers.titleAr,
          brandName: offers.brandName,
          value: redemptions.code,
          at: redemptions.createdAt,
        })
        .from(redemptions)
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(eq(redemptions.userId, userId));
      const links = await db
        .select({
          offerId: offerEvents.offerId,
          title: offers.title,
          titleAr: offers.titleAr,
          brandName: offers.brandName,
          value: offers.referralLink,
          at: max(offerEvents.createdAt),
        })
        .from(offerEvents)
        .innerJoin(offers, eq(offers.id, offerEvents.offerId))
        .where(and(eq(offerEvents.userId, userId), eq(offerEvents.eventType, "referral_click")))
        .groupBy(offerEvents.offerId, offers.title, offers.titleAr, offers.brandName, offers.referralLink);
      const shown = (kind: MyRedemption["kind"]) => (row: (typeof codes)[number] | (typeof links)[number]) =>
        row.value && row.at ? [{ ...row, kind, value: row.value, at: row.at.toISOString() }] : [];
      return [...codes.flatMap(shown("code")), ...links.flatMap(shown("referral"))].sort((a, b) =>
        b.at.localeCompare(a.at),
      );
    },

    async favoriteIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ offerId: favorites.offerId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt));
      return rows.map((row) => row.offerId);
    },

    async addFavorite(userId: string, offerId: number): Promise<void> {
      await liveOffer(offerId);
      await db.insert(favorites).values({ userId, offerId }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, offerId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.offerId, offerId)));
    },
  };
}

export type RedemptionService = ReturnType<typeof createRedemptionService>;
