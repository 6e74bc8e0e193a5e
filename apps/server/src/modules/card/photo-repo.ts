// The card photo's row: one per student, replaced by each upload.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { cardPhotos, users } from "#server/db/schema.ts";

/**
 * Makes `storageKey` the student's photo, waiting for staff, and answers the key it replaced. The
 * student's row is locked first, so two uploads at once take turns and neither file is left behind.
 */
export async function replacePhoto(
  db: Db,
  userId: string,
  storageKey: string,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [before] = await tx
      .select({ storageKey: cardPhotos.storageKey })
      .from(cardPhotos)
      .where(eq(cardPhotos.userId, userId));
    const row = {
      storageKey,
      status: "pending" as const,
      createdAt: now,
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
    };
    await tx
      .insert(cardPhotos)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: cardPhotos.userId, set: row });
    return before?.storageKey ?? null;
  });
}

/** Forgets the student's photo and answers its key (null when there was none). */
export async function deletePhoto(db: Db, userId: string): Promise<string | null> {
  const [removed] = await db
    .delete(cardPhotos)
    .where(eq(cardPhotos.userId, userId))
    .returning({ storageKey: cardPhotos.storageKey });
  return removed?.storageKey ?? null;
}

export async function photoKeyOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: cardPhotos.storageKey })
    .from(cardPhotos)
    .where(eq(cardPhotos.userId, userId));
  return row?.storageKey ?? null;
}
