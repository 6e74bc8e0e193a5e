// Staff decisions on verifications. Each decision, its audit entry and the student's new status are
// one transaction, with the rows locked, so two staff deciding at once cannot both win; the e-mail
// goes after commit.
//
// Approving a document of a student who is verified already (they verified by student e-mail after
// uploading) answers 409: there is nothing to grant, and extending their verification from a
// document nobody needs would be wrong. Rejecting such a document closes it without e-mail or status
// change, since the student is not waiting on it; the same holds for any document that is not the
// student's current attempt.
import { and, eq, isNull, sql } from "drizzle-orm";
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import type { AddDomain, AddDomainAnswer } from "@studentperks/contracts/admin/verifications";
import type { DocumentRejection } from "@studentperks/contracts/admin/decisions";
import { verificationExpiry } from "@studentperks/contracts/verification-status";
import { isVerifiedAt } from "@studentperks/contracts/verification";
import type { Db } from "#server/db/client.ts";
import { studentProfiles, users, verificationDocuments } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { createDecisionMail, createStudentEmailCodes } from "#server/modules/verification/index.ts";
import { recordAudit } from "../audit/index.ts";
import {
  createInstitutionIn,
  domainOutcomeCounts,
  mailDomainOutcome,
  updateInstitutionIn,
  type DomainChangeDeps,
} from "../institutions/index.ts";
import { readQueue } from "./queue.ts";

export type AdminVerificationDeps = DomainChangeDeps;

const dubaiDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: DUBAI_TIME_ZONE });

export const reviewMessages = {
  documentNotFound: "There is no such document.",
  documentDecided: (status: string) => `This document was already ${status}.`,
  alreadyVerified: (name: string, until: Date) =>
    `${name} is already verified (until ${dubaiDate.format(until)}). Reject the document to close it; they will not be e-mailed.`,
  approved: "The student is verified and has been e-mailed.",
  rejected: "The document is rejected.",
  rejectedAndMailed: "The document is rejected and the student has been e-mailed the reason.",
  requestNotFound: "There is no such request.",
  requestDecided: "This request is no longer waiting: it was decided or the student changed it.",
  requestRejected: "The request is rejected and the student has been e-mailed the reason.",
} as const;

/** How long the same reviewer's repeated Approve is taken for the first one. */
const SAME_DECISION_AGAIN_MS = 60_000;

export function createAdminVerificationService(deps: AdminVerificationDeps) {
  const { db, clock } = deps;
  const mail = createDecisionMail(deps);
  const codes = createStudentEmailCodes(deps);

  /** The document and its student, locked for the decision; 404 unknown, 409 decided. */
  async function lockDocument(tx: Db, documentId: string) {
    const [row] = await tx
      .select({ document: verificationDocuments, user: users, profile: studentProfiles })
      .from(verificationDocuments)
      .innerJoin(users, eq(users.id, verificationDocuments.userId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, verificationDocuments.userId))
      // A deleted account's document left the queue with it: there is nothing to decide.
      .where(and(eq(verificationDocuments.id, documentId), isNull(users.deletedAt)))
      .for("update", { of: [verificationDocuments] });
    if (!row) throw new AppError(404, reviewMessages.documentNotFound, "NOT_FOUND");
    return row;
  }

  function assertPending(row: Awaited<ReturnType<typeof lockDocument>>) {
    if (row.document.status !== "pending") {
      throw new AppError(409, reviewMessages.documentDecided(row.document.status), "ALREADY_DECIDED");
    }
    return row;
  }

  const lockPendingDocument = async (tx: Db, documentId: string) =>
    assertPending(await lockDocument(tx, documentId));

  return {
    queue: () => readQueue(db, clock.now()),

    async approveDocument(actorId: string, documentId: string) {
      const now = clock.now();
      const expiresAt = verificationExpiry(now);
      const approvedNow = await db.transaction(async (tx) => {
        const row = await lockDocument(tx, documentId);
        // The same reviewer's Approve again within the minute (a double click, a retry) is answered
        // as the first was; anyone else, or later, hears that it was decided.
        const { reviewedAt, reviewedBy, status } = row.document;
        if (
          status === "approved" &&
          reviewedBy === actorId &&
          reviewedAt !== null &&
          now.getTime() - reviewedAt.getTime() < SAME_DECISION_AGAIN_MS
        )
          return false;
        const { document, user, profile } = assertPending(row);
        if (profile && isVerifiedAt(user.role, profile, now)) {
          const name = `${user.firstName} ${user.lastName}`;
          throw new AppError(
            409,
            reviewMessages.alreadyVerified(name, profile.expiresAt!),
            "ALREADY_VERIFIED",
          );
        }
        await tx
          .update(verificationDocuments)
          .set({ status: "approved", reviewedAt: now, reviewedBy: actorId })
          .where(eq(verificationDocuments.id, documentId));
        // The document is the proof now, not a student e-mail the student may have tried before.
        const verified = {
          status: "active" as const,
          institution: document.institution,
          studentEmail: null,
          verifiedAt: now,
          expiresAt,
          rejectionReason: null,
          rejectionCode: null,
        };
        await tx
          .insert(studentProfiles)
          .values({ userId: user.id, ...verified })
          .onConflictDoUpdate({ target: studentProfiles.userId, set: verified });
        await recordAudit(tx, {
          actorId,
          action: "verification.document_approve",
          entityType: "verification_document",
          entityId: documentId,
          before: { status: "pending", studentStatus: profile?.status ?? null },
          after: {
            status: "approved",
            studentStatus: "active",
            institution: document.institution,
            expiresAt: expiresAt.toISOString(),
          },
        });
        await mail.verified(tx, user, document.institution, expiresAt);
        return true;
      });
      if (approvedNow) mail.wake();
      return { message: reviewMessages.approved };
    },

    /** A listed reason is kept as its code (worded in each reader's language); "other" as written. */
    async rejectDocument(actorId: string, documentId: string, rejection: DocumentRejection) {
      const stored = { rejectionReason: rejection.reason, rejectionCode: rejection.reasonCode };
      const now = clock.now();
      const mailed = await db.transaction(async (tx) => {
        const { document, user, profile } = await lockPendingDocument(tx, documentId);
        await tx
          .update(verificationDocuments)
          .set({ status: "rejected", reviewedAt: now, reviewedBy: actorId, ...stored })
          .where(eq(verificationDocuments.id, documentId));
        const [newer] = await tx
          .select({ id: verificationDocuments.id })
          .from(verificationDocuments)
          .where(
            and(
              eq(verificationDocuments.userId, user.id),
              // Compared in SQL: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
              sql`${verificationDocuments.createdAt} > (select d.created_at from ${verificationDocuments} d where d.id = ${document.id})`,
            ),
          )
          .limit(1);
        // The student waits on this document only while their attempt is this upload.
        const isCurrentAttempt =
          profile?.status === "pending" && profile.studentEmail === null && newer === undefined;
        if (isCurrentAttempt) {
          await tx
            .update(studentProfiles)
            .set({ status: "rejected", ...stored })
            .where(eq(studentProfiles.userId, user.id));
        }
        await recordAudit(tx, {
          actorId,
          action: "verification.document_reject",
          entityType: "verification_document",
          entityId: documentId,
          before: { status: "pending", studentStatus: profile?.status ?? null },
          after: {
            status: "rejected",
            ...stored,
            studentStatus: isCurrentAttempt ? "rejected" : (profile?.status ?? null),
          },
        });
        // Only the student still waiting on this document hears of it.
        if (isCurrentAttempt) await mail.notVerified(tx, user, rejection);
        return isCurrentAttempt;
      });
      if (!mailed) return { message: reviewMessages.rejected };
      mail.wake();
      return { message: reviewMessages.rejectedAndMailed };
    },

    async rejectDomainRequest(actorId: string, userId: string, reason: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ profile: studentProfiles, user: users })
          .from(studentProfiles)
          .innerJoin(users, eq(users.id, studentProfiles.userId))
          .where(and(eq(studentProfiles.userId, userId), isNull(users.deletedAt)))
          .for("update", { of: [studentProfiles] });
        if (!row) throw new AppError(404, reviewMessages.requestNotFound, "NOT_FOUND");
        if (row.profile.status !== "unrecognized_domain") {
          throw new AppError(409, reviewMessages.requestDecided, "ALREADY_DECIDED");
        }
        await tx
          .update(studentProfiles)
          .set({ status: "rejected", rejectionReason: reason, rejectionCode: null })
          .where(eq(studentProfiles.userId, userId));
        await recordAudit(tx, {
          actorId,
          action: "verification.domain_reject",
          entityType: "student",
          entityId: userId,
          before: { status: "unrecognized_domain", studentEmail: row.profile.studentEmail },
          after: { status: "rejected", rejectionReason: reason },
        });
        await mail.notVerified(tx, row.user, { reasonCode: null, reason });
      });
      mail.wake();
      return { message: reviewMessages.requestRejected };
    },

    /**
     * Adds the domain to an institution (existing or new) and sends everyone waiting on it a code
     * to their student e-mail; they verify by entering it.
     */
    async addDomain(actorId: string, input: AddDomain): Promise<AddDomainAnswer> {
      const { domain } = input;
      const fields = { domains: "domain" };
      const context = { actorId, now: clock.now(), codes };
      const outcome = await db.transaction(async (tx) => {
        const done = await ("institutionId" in input
          ? updateInstitutionIn(tx, context, input.institutionId, { addDomains: [domain] }, fields)
          : createInstitutionIn(tx, context, { ...input.institution, domains: [domain] }, fields));
        await mailDomainOutcome(tx, mail, done.decided);
        return done;
      });
      mail.wake();
      return { institution: outcome.institution, domain, ...domainOutcomeCounts(outcome.decided) };
    },
  };
}

export type AdminVerificationService = ReturnType<typeof createAdminVerificationService>;
