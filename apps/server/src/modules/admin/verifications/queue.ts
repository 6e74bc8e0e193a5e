// The verification queue: three bounded, indexed reads (each on its status index, oldest first), with
// the totals counted alongside so the screen can say how many more wait beyond the first page.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { QUEUE_LIMIT, type VerificationQueue } from "@studentperks/contracts/admin/verifications";
import type { DocumentType } from "@studentperks/contracts/verification";
import { shownVerificationStatus } from "@studentperks/contracts/verification-status";
import type { Db } from "#server/db/client.ts";
import { cardPhotos, studentProfiles, users, verificationDocuments } from "#server/db/schema.ts";
import { cardPhotoIdOf } from "#server/modules/card/index.ts";

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const total = sql<number>`count(*) over ()::int`;

export async function readQueue(db: Db, now: Date): Promise<VerificationQueue> {
  const documents = await db
    .select({
      id: verificationDocuments.id,
      userId: verificationDocuments.userId,
      studentName: fullName,
      accountEmail: users.email,
      institution: verificationDocuments.institution,
      documentType: verificationDocuments.documentType,
      originalName: verificationDocuments.originalName,
      contentType: verificationDocuments.contentType,
      sizeBytes: verificationDocuments.sizeBytes,
      createdAt: verificationDocuments.createdAt,
      profileStatus: studentProfiles.status,
      expiresAt: studentProfiles.expiresAt,
      total,
    })
    .from(verificationDocuments)
    .innerJoin(users, eq(users.id, verificationDocuments.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, verificationDocuments.userId))
    .where(and(eq(verificationDocuments.status, "pending"), isNull(users.deletedAt)))
    .orderBy(asc(verificationDocuments.createdAt))
    .limit(QUEUE_LIMIT);

  const domain = sql<string>`split_part(${studentProfiles.studentEmail}, '@', 2)`;
  const requests = await db
    .select({
      userId: studentProfiles.userId,
      studentName: fullName,
      accountEmail: users.email,
      studentEmail: sql<string>`${studentProfiles.studentEmail}`,
      domain,
      updatedAt: studentProfiles.updatedAt,
      waitingOnDomain: sql<number>`count(*) over (partition by ${domain})::int`,
      total,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        eq(studentProfiles.status, "unrecognized_domain"),
        sql`${studentProfiles.studentEmail} is not null`,
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(studentProfiles.updatedAt))
    .limit(QUEUE_LIMIT);

  const photos = await db
    .select({
      userId: cardPhotos.userId,
      storageKey: cardPhotos.storageKey,
      studentName: fullName,
      accountEmail: users.email,
      institution: studentProfiles.institution,
      createdAt: cardPhotos.createdAt,
      profileStatus: studentProfiles.status,
      expiresAt: studentProfiles.expiresAt,
      total,
    })
    .from(cardPhotos)
    .innerJoin(users, eq(users.id, cardPhotos.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, cardPhotos.userId))
    .where(and(eq(cardPhotos.status, "pending"), isNull(users.deletedAt)))
    .orderBy(asc(cardPhotos.createdAt))
    .limit(QUEUE_LIMIT);
  const proofs = await approvedDocumentsOf(
    db,
    photos.map((photo) => photo.userId),
  );

  return {
    cardPhotos: {
      items: photos.map(({ storageKey, createdAt, profileStatus, expiresAt, total: _, ...row }) => ({
        ...row,
        photoId: cardPhotoIdOf(storageKey),
        submittedAt: createdAt.toISOString(),
        studentStatus: profileStatus ? shownVerificationStatus(profileStatus, expiresAt, now) : null,
        document: proofs.get(row.userId) ?? null,
      })),
      total: photos[0]?.total ?? 0,
    },
    documents: {
      items: documents.map(({ createdAt, profileStatus, expiresAt, total: _, ...row }) => ({
        ...row,
        submittedAt: createdAt.toISOString(),
        studentStatus: profileStatus ? shownVerificationStatus(profileStatus, expiresAt, now) : null,
      })),
      total: documents[0]?.total ?? 0,
    },
    domainRequests: {
      items: requests.map(({ updatedAt, total: _, ...row }) => ({
        ...row,
        submittedAt: updatedAt.toISOString(),
      })),
      total: requests[0]?.total ?? 0,
    },
  };
}

/** Each student's latest approved document: the face staff compare a card photo with. */
async function approvedDocumentsOf(db: Db, userIds: string[]) {
  const found = new Map<string, { id: string; documentType: DocumentType; contentType: string }>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({
      userId: verificationDocuments.userId,
      id: verificationDocuments.id,
      documentType: verificationDocuments.documentType,
      contentType: verificationDocuments.contentType,
    })
    .from(verificationDocuments)
    .where(and(inArray(verificationDocuments.userId, userIds), eq(verificationDocuments.status, "approved")))
    .orderBy(desc(verificationDocuments.createdAt));
  for (const { userId, ...document } of rows) if (!found.has(userId)) found.set(userId, document);
  return found;
}
