// Verification documents are kept only as long as needed (issue 38): RETENTION.documentsAfterDecisionDays
// after staff approved or rejected one, its file leaves storage (disk or S3) and the row notes when.
// Every process may run it: deleting a file twice is harmless, and the row is marked once.
import { and, asc, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { verificationDocuments } from "#server/db/schema.ts";
import type { Clock } from "#server/services/clock.ts";
import type { HousekeepingJob } from "#server/services/housekeeping/housekeeping.ts";
import { RETENTION } from "#server/services/housekeeping/retention.ts";
import type { FileStorage } from "#server/services/storage/index.ts";

const BATCH = 100;
const DAY_MS = 86_400_000;

export function createDocumentRetention(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}): HousekeepingJob {
  const { db, clock, storage } = deps;
  return {
    name: "documentFiles",
    async run() {
      const now = clock.now();
      const decidedBefore = new Date(now.getTime() - RETENTION.documentsAfterDecisionDays * DAY_MS);
      let removed = 0;
      for (;;) {
        const due = await db
          .select({ id: verificationDocuments.id, storageKey: verificationDocuments.storageKey })
          .from(verificationDocuments)
          .where(
            and(
              ne(verificationDocuments.status, "pending"),
              lt(verificationDocuments.reviewedAt, decidedBefore),
              isNull(verificationDocuments.fileRemovedAt),
            ),
          )
          .orderBy(asc(verificationDocuments.reviewedAt))
          .limit(BATCH);
        for (const document of due) {
          // The file first: should the process stop in between, the next round deletes it again.
          await storage.delete(document.storageKey);
          await db
            .update(verificationDocuments)
            .set({ fileRemovedAt: now })
            .where(
              and(eq(verificationDocuments.id, document.id), isNull(verificationDocuments.fileRemovedAt)),
            );
          removed += 1;
        }
        if (due.length < BATCH) return removed;
      }
    },
  };
}
