// Staff decisions on card photos (issue 35), and the one way staff see one. A decision names the photo
// staff looked at: once the student has sent another or removed it, the decision is refused, so a
// photo nobody saw is never approved. The decision and its audit entry are one transaction, with the
// row locked. The student reads the outcome (and a rejection's reason) on their card; no e-mail.
import { eq } from "drizzle-orm";
import type { CardPhotoDecision, CardPhotoRejection } from "@studentperks/contracts/admin/verifications";
import type { Db } from "#server/db/client.ts";
import { cardPhotos } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { cardPhotoIdOf, cardPhotoKey } from "#server/modules/card/index.ts";
import type { Clock } from "#server/services/clock.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { recordAudit } from "../audit/index.ts";

const photoReviewMessages = {
  notFound: "This student has no card photo.",
  replaced: "This photo is no longer waiting: the student replaced or removed it. Look at the queue again.",
  decided: (status: string) => `This photo was already ${status}.`,
  approved: "The photo is approved: the student's card and its check page show it.",
  rejected: "The photo is rejected: the student sees the reason on their card.",
  fileMissing: "The photo's file is missing from storage.",
} as const;

/** How long the same reviewer's repeated Approve is taken for the first one (as for documents). */
const SAME_DECISION_AGAIN_MS = 60_000;

// Our own re-encoded WebP, shown in the console's <img> and, opened alone, in a sandboxed document.
const PHOTO_HEADERS = {
  "content-type": "image/webp",
  "x-content-type-options": "nosniff",
  "cache-control": "private, no-store",
  "content-security-policy":
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
  "x-frame-options": "SAMEORIGIN",
};

export function createCardPhotoReviews({
  db,
  clock,
  storage,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}) {
  /** The photo, locked for the decision; 404 none, 409 replaced since staff looked. */
  async function lockPhoto(tx: Db, userId: string, photoId: string) {
    const [row] = await tx.select().from(cardPhotos).where(eq(cardPhotos.userId, userId)).for("update");
    if (!row) throw new AppError(404, photoReviewMessages.notFound, "NOT_FOUND");
    if (row.storageKey !== cardPhotoKey(photoId)) {
      throw new AppError(409, photoReviewMessages.replaced, "ALREADY_DECIDED");
    }
    return row;
  }

  const assertPending = (row: { status: string }) => {
    if (row.status !== "pending") {
      throw new AppError(409, photoReviewMessages.decided(row.status), "ALREADY_DECIDED");
    }
  };

  return {
    async approve(actorId: string, userId: string, { photoId }: CardPhotoDecision) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockPhoto(tx, userId, photoId);
        // A double click or a retry by the same reviewer is answered as the first click was.
        if (
          row.status === "approved" &&
          row.reviewedBy === actorId &&
          row.reviewedAt !== null &&
          now.getTime() - row.reviewedAt.getTime() < SAME_DECISION_AGAIN_MS
        )
          return;
        assertPending(row);
        await tx
          .update(cardPhotos)
          .set({ status: "approved", reviewedAt: now, reviewedBy: actorId })
          .where(eq(cardPhotos.userId, userId));
        await recordAudit(tx, {
          actorId,
          action: "card_photo.approve",
          entityType: "card_photo",
          entityId: userId,
          before: { status: "pending", photoId },
          after: { status: "approved", photoId },
        });
      });
      return { message: photoReviewMessages.approved };
    },

    async reject(actorId: string, userId: string, { photoId, reason }: CardPhotoRejection) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        assertPending(await lockPhoto(tx, userId, photoId));
        await tx
          .update(cardPhotos)
          .set({ status: "rejected", reviewedAt: now, reviewedBy: actorId, rejectionReason: reason })
          .where(eq(cardPhotos.userId, userId));
        await recordAudit(tx, {
          actorId,
          action: "card_photo.reject",
          entityType: "card_photo",
          entityId: userId,
          before: { status: "pending", photoId },
          after: { status: "rejected", photoId, rejectionReason: reason },
        });
      });
      return { message: photoReviewMessages.rejected };
    },

    /** The student's photo as kept, for staff only (the route sits behind the console's guard). */
    async open(userId: string) {
      const [row] = await db
        .select({ storageKey: cardPhotos.storageKey })
        .from(cardPhotos)
        .where(eq(cardPhotos.userId, userId));
      if (!row) throw new AppError(404, photoReviewMessages.notFound, "NOT_FOUND");
      const file = await storage.get(row.storageKey);
      if (!file) throw new AppError(404, photoReviewMessages.fileMissing, "FILE_MISSING");
      return {
        file,
        headers: {
          ...PHOTO_HEADERS,
          "content-length": String(file.size),
          "content-disposition": `inline; filename="card-photo-${cardPhotoIdOf(row.storageKey)}.webp"`,
        },
      };
    },
  };
}

export type CardPhotoReviews = ReturnType<typeof createCardPhotoReviews>;
