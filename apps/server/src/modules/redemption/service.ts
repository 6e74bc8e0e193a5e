// Redemption (spec 000 §4, issues "Offer details and redemption" and 36): codes and referral links go
// only to verified students; a student gets a code as often as the offer's usage rule allows (once,
// once per 1/7/30 Dubai days, or unlimited for a shared code); pool codes go to exactly one student
// each; codes staff marked bad never go out again. Also the tracking events and a student's saved offers.
import { dubaiWeekdayDate } from "@studentperks/contracts/dubai-time";
import { say } from "@studentperks/contracts/i18n/messages";
import {
  redemptionMessages,
  type AnalyticsEventType,
  type RedeemAnswer,
} from "@studentperks/contracts/redemption";
import { isVerifiedAt, verificationView } from "@studentperks/contracts/verification";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Transaction } from "#server/db/client.ts";
import { favorites, offerEvents, redemptions } from "#server/db/schema.ts";
import { currentLocale } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { hasPgErrorCode, PG_FOREIGN_KEY_VIOLATION } from "#server/lib/pg-errors.ts";
import { noCounters, type AppCounters } from "#server/plugins/metrics.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Random } from "#server/services/random.ts";
import { authMessages, findUserWithProfile } from "../auth/index.ts";
import { cleanPoolCodes, generatedCodeAvoiding } from "./codes.ts";
import { listGiven } from "./given.ts";
import {
  badCodesOf,
  claimPoolCode,
  findPublishedOffer,
  hasPool,
  insertPoolCodes,
  latestUse,
  lockStudentOffer,
  type PublishedOffer,
} from "./repo.ts";
import { eligibility, periodEnd } from "./usage-rules.ts";

type TrackedEvent = AnalyticsEventType | "code_copy" | "referral_click";

/** An offer id that does not exist, as the foreign key reports it. */
const isMissingReference = (error: unknown) => hasPgErrorCode(error, PG_FOREIGN_KEY_VIOLATION);
const offerNotFound = () => new AppError(404, redemptionMessages.offerNotFound, "OFFER_NOT_FOUND");
export const noCodesLeft = () => new AppError(409, redemptionMessages.noCodesLeft, "NO_CODES_LEFT");

function limitReached(nextEligibleAt: Date | null): AppError {
  const message = nextEligibleAt
    ? say("redemption.limitReached", { date: dubaiWeekdayDate(nextEligibleAt, currentLocale()) })
    : redemptionMessages.limitReachedForGood;
  const error = new AppError(409, message, "LIMIT_REACHED");
  error.nextEligibleAt = nextEligibleAt?.toISOString() ?? null;
  return error;
}

export interface RedemptionDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /**
   * Told after a pool code was handed out or found missing: the low-pool alert and the offer's
   * "ran out" state are checked after the answer.
   */
  onCodeSupplyMoved?: (offerId: number) => void;
  counters?: Pick<AppCounters, "redemption">;
}

export function createRedemptionService({
  db,
  clock,
  random,
  onCodeSupplyMoved,
  counters = noCounters,
}: RedemptionDeps) {
  /** Verified now, else NOT_VERIFIED, or VERIFICATION_EXPIRED for a verification past its date. */
  async function assertVerifiedStudent(userId: string): Promise<void> {
    const found = await findUserWithProfile(db, userId);
    if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
    const now = clock.now();
    if (isVerifiedAt(found.user.role, found.profile, now)) return;
    if (
      found.user.role === "student" &&
      found.profile &&
      verificationView(found.profile, now).status === "expired"
    ) {
      throw new AppError(403, redemptionMessages.verificationExpired, "VERIFICATION_EXPIRED");
    }
    throw new AppError(403, redemptionMessages.notVerified, "NOT_VERIFIED");
  }

  /**
   * A published offer that has started and whose last day has not passed: 404 for none (a scheduled
   * one is not public yet), 410 OFFER_ENDED for an ended one.
   */
  async function liveOffer(offerId: number): Promise<PublishedOffer> {
    const offer = await findPublishedOffer(db, offerId);
    if (!offer || (offer.startsAt && offer.startsAt > clock.now())) throw offerNotFound();
    if (offer.expiresAt && offer.expiresAt <= clock.now()) {
      throw new AppError(410, redemptionMessages.offerEnded, "OFFER_ENDED");
    }
    return offer;
  }

  /** The pool's next free code, else (when the offer has no pool) its shared or a generated code. */
  async function chooseCode(tx: Transaction, userId: string, offer: PublishedOffer) {
    const pooled = await claimPoolCode(tx, offer.id, userId, clock.now());
    if (pooled) return { code: pooled, source: "pool" as const };
    if (await hasPool(tx, offer.id)) throw noCodesLeft();
    const bad = await badCodesOf(tx, offer.id);
    if (offer.code) {
      if (bad.has(offer.code)) throw noCodesLeft();
      return { code: offer.code, source: "preset" as const };
    }
    const generated = generatedCodeAvoiding(offer.brandName, random, bad);
    if (!generated) throw noCodesLeft();
    return { code: generated, source: "generated" as const };
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
    /**
     * A code for this use of the offer, if its rule allows one now (LIMIT_REACHED with the date it
     * will, if not). Requests of one student for one offer queue on a lock, so two tabs asking at
     * once get one code per period between them.
     */
    async redeem(userId: string, offerId: number): Promise<RedeemAnswer> {
      await assertVerifiedStudent(userId);
      const offer = await liveOffer(offerId);
      if (offer.offerType !== "discount") {
        throw new AppError(400, redemptionMessages.notADiscount, "NOT_A_DISCOUNT");
      }
      if (offer.redemptionChannel === "in_store") {
        throw new AppError(400, redemptionMessages.inStoreOnly, "IN_STORE_ONLY");
      }
      let chosen: { code: string; source: "pool" | "preset" | "generated" };
      const now = clock.now();
      try {
        chosen = await db.transaction(async (tx) => {
          await lockStudentOffer(tx, userId, offerId);
          const allowed = eligibility(offer.usageLimit, await latestUse(tx, userId, offerId), now);
          if (!allowed.eligible) throw limitReached(allowed.nextEligibleAt);
          const picked = await chooseCode(tx, userId, offer);
          await tx.insert(redemptions).values({ offerId, userId, ...picked, createdAt: now });
          return picked;
        });
      } catch (error) {
        if (error instanceof AppError && error.code === "NO_CODES_LEFT") onCodeSupplyMoved?.(offerId);
        throw error;
      }
      counters.redemption(chosen.source);
      if (chosen.source === "pool") onCodeSupplyMoved?.(offerId);
      return { code: chosen.code, nextEligibleAt: periodEnd(offer.usageLimit, now)?.toISOString() ?? null };
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

    assertVerifiedStudent,
    chooseCode,

    /** Records what a visitor did with an offer; 404 for an offer that does not exist. */
    track: record,

    /** Adds codes to an offer's pool, ignoring ones it already has; returns how many were added. */
    async addPoolCodes(offerId: number, codes: readonly string[]): Promise<number> {
      const fresh = cleanPoolCodes(codes);
      if (fresh.length === 0) return 0;
      try {
        const added = await insertPoolCodes(db, offerId, fresh);
        onCodeSupplyMoved?.(offerId);
        return added;
      } catch (error) {
        if (isMissingReference(error)) throw offerNotFound();
        throw error;
      }
    },

    /** What the student was given, newest first, and the offers they may not use again yet. */
    given: (userId: string) => listGiven(db, userId, clock.now()),

    async favoriteIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ offerId: favorites.offerId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt));
      return rows.map((row) => row.offerId);
    },

    async addFavorite(userId: string, offerId: number): Promise<void> {
      const offer = await findPublishedOffer(db, offerId);
      if (!offer || (offer.expiresAt && offer.expiresAt <= clock.now())) throw offerNotFound();
      await db.insert(favorites).values({ userId, offerId, createdAt: clock.now() }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, offerId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.offerId, offerId)));
    },
  };
}

export type RedemptionService = ReturnType<typeof createRedemptionService>;
