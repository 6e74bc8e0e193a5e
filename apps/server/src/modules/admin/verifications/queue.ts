// The verification queue: two bounded, indexed reads (each on its status index, oldest first), with
// the totals counted alongside so the screen can say how many more wait beyond the first page.
import { and, asc, eq, sql } from "drizzle-orm";
import { QUEUE_LIMIT, type VerificationQueue } from "@studentperks/contracts/admin/verifications";
import { shownVerificationStatus } from "@studentperks/contracts/verification-status";
import type { Db } from "#server/db/client.ts";
import { studentProfiles, users, verificationDocuments } from "#server/db/schema.ts";

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
    .where(eq(verificationDocuments.status, "pending"))
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
      ),
    )
    .orderBy(asc(studentProfiles.updatedAt))
    .limit(QUEUE_LIMIT);

  return {
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
