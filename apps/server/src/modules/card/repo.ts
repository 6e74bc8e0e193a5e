// The card's queries: its opaque id, the check codes of each time step, and the checks counted.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isLiveAt } from "#server/modules/offers/index.ts";
import {
  cardCheckCodes,
  cardChecks,
  cardPhotos,
  offerEvents,
  offers,
  studentCards,
  studentProfiles,
  users,
} from "#server/db/schema.ts";

/** The student's card id, made on first use (two first uses at once agree on one). */
export async function cardIdOf(db: Db, userId: string, newId: () => string, now: Date): Promise<string> {
  await db.insert(studentCards).values({ id: newId(), userId, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ id: studentCards.id })
    .from(studentCards)
    .where(eq(studentCards.userId, userId));
  return row!.id;
}

/** The check code of a card in a step, made on first use; `newCode` is asked again on a collision. */
export async function checkCodeOf(
  db: Db,
  cardId: string,
  step: number,
  newCode: () => string,
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: cardCheckCodes.code })
      .from(cardCheckCodes)
      .where(and(eq(cardCheckCodes.cardId, cardId), eq(cardCheckCodes.step, step)));
    if (existing) return existing.code;
    const [made] = await db
      .insert(cardCheckCodes)
      .values({ code: newCode(), cardId, step, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: cardCheckCodes.code });
    if (made) return made.code;
  }
  throw new Error("no free check code after 5 tries");
}

/** The card and step a typed check code names, if it was issued (and not yet swept). */
export async function findCheckCode(db: Db, code: string) {
  const [row] = await db
    .select({ cardId: cardCheckCodes.cardId, step: cardCheckCodes.step })
    .from(cardCheckCodes)
    .where(eq(cardCheckCodes.code, code));
  return row ?? null;
}

/** Who holds a card, as the check page may show them, and the offer it was last opened from. */
export async function findCardHolder(db: Db, cardId: string) {
  const [row] = await db
    .select({
      userId: studentCards.userId,
      lastOfferId: studentCards.lastOfferId,
      lastOfferAt: studentCards.lastOfferAt,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      profile: studentProfiles,
      photoStatus: cardPhotos.status,
      photoKey: cardPhotos.storageKey,
    })
    .from(studentCards)
    .leftJoin(users, eq(users.id, studentCards.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, studentCards.userId))
    .leftJoin(cardPhotos, eq(cardPhotos.userId, studentCards.userId))
    .where(eq(studentCards.id, cardId));
  return row ?? null;
}

export async function photoStatusOf(db: Db, userId: string) {
  const [row] = await db
    .select({ status: cardPhotos.status, rejectionReason: cardPhotos.rejectionReason })
    .from(cardPhotos)
    .where(eq(cardPhotos.userId, userId));
  return row ?? null;
}

export async function recordCheck(
  db: Db,
  check: {
    cardId: string | null;
    result: (typeof cardChecks.$inferInsert)["result"];
    offerId: number | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(cardChecks).values(check);
}

/** Whether an offer is live now and can be used in store. */
export async function isLiveInStoreOffer(db: Db, offerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(eq(offers.id, offerId), isLiveAt(now), inArray(offers.redemptionChannel, ["in_store", "both"])),
    );
  return row !== undefined;
}

/** Notes the offer a card was just opened from, so a check soon after counts for its brand. */
export async function noteCardOffer(db: Db, userId: string, offerId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(offerEvents).values({ offerId, eventType: "card_shown", userId, createdAt: at });
    await tx
      .update(studentCards)
      .set({ lastOfferId: offerId, lastOfferAt: at })
      .where(eq(studentCards.userId, userId));
  });
}
