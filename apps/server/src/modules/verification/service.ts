// Student verification (spec 000 §4 "Verification by email", "Document path"): a student e-mail on a
// known institution domain gets a code; an unknown domain, or an uploaded document, waits for staff.
// A verification lasts 12 months; one student e-mail can verify one account only.
import { and, eq, ne } from "drizzle-orm";
import { codeAlreadySentMessages } from "@studentperks/contracts/auth";
import type { DocumentFields, Verification } from "@studentperks/contracts/verification";
import { type VerificationStatus, verificationExpiry } from "@studentperks/contracts/verification-status";
import { isVerifiedAt, verificationView } from "@studentperks/contracts/verification";
import type { Db, Executor } from "#server/db/client.ts";
import { noCounters, type AppCounters } from "#server/plugins/metrics.ts";
import { studentEmailClaims, studentProfiles, verificationDocuments } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { StoredUpload } from "#server/plugins/uploads.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import { authMessages, findUserWithProfile, type UserWithProfile } from "../auth/index.ts";
import { documentReceivedEmail, studentEmailCodeEmail } from "./emails.ts";
import { findInstitutionForDomain } from "./institutions-repo.ts";
import { verificationMessages } from "./rules.ts";
import { createStudentEmailCodes } from "./student-email-codes.ts";
import { emailDomain, isFreeWebmail } from "./student-email.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export interface VerificationServiceDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Keys the HMAC of codes. */
  secret: string;
  outbox: MailQueue;
  supportEmail: string;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  counters?: Pick<AppCounters, "verification">;
}

export type StudentEmailOutcome =
  | { recognized: true; institution: string; message: string; alreadySentWait?: number }
  | { recognized: false; message: string };

/** How a code's sending is paced (the routes' limits). */
export interface SendPacing {
  /** Seconds until a new code may go to this student e-mail, or null: one may go now. */
  secondsUntilResend: () => Promise<number | null>;
  /** Throws a 429 past the hourly and daily limits. */
  beforeSend: () => Promise<void>;
}

export function createVerificationService(deps: VerificationServiceDeps) {
  const { db, clock, outbox, counters = noCounters } = deps;
  const codes = createStudentEmailCodes(deps);

  async function account(userId: string): Promise<UserWithProfile> {
    const found = await findUserWithProfile(db, userId);
    if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
    return found;
  }

  function assertNotVerified({ user, profile }: UserWithProfile, now: Date): void {
    if (isVerifiedAt(user.role, profile, now)) {
      throw new AppError(409, verificationMessages.alreadyVerified, "ALREADY_VERIFIED");
    }
  }

  /** Starts a new attempt: the row's status and what it rests on; no verification dates. */
  async function startAttempt(
    exec: Executor,
    userId: string,
    attempt: {
      status: VerificationStatus;
      studentEmail: string | null;
      institution: string;
      codeSentAt?: Date;
    },
  ): Promise<void> {
    const values = {
      ...attempt,
      verifiedAt: null,
      expiresAt: null,
      rejectionReason: null,
      rejectionCode: null,
    };
    await exec
      .insert(studentProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: values });
  }

  async function assertNotClaimed(studentEmail: string, userId: string): Promise<void> {
    const [claim] = await db
      .select({ userId: studentEmailClaims.userId })
      .from(studentEmailClaims)
      .where(and(eq(studentEmailClaims.studentEmail, studentEmail), ne(studentEmailClaims.userId, userId)));
    if (claim) throw new AppError(409, verificationMessages.emailClaimed, "EMAIL_CLAIMED");
  }

  /** The student's verification as it stands now, or null before the first step. */
  async function current(userId: string): Promise<Verification | null> {
    const { profile } = await account(userId);
    return profile ? verificationView(profile, clock.now()) : null;
  }

  return {
    current,

    /**
     * A student e-mail on a known institution domain gets a code (after `beforeSend`, which throttles
     * sending); one on an unknown domain is left for staff to review.
     */
    async submitStudentEmail(
      userId: string,
      rawEmail: string,
      pacing: SendPacing,
    ): Promise<StudentEmailOutcome> {
      const studentEmail = normaliseEmail(rawEmail);
      const domain = emailDomain(studentEmail);
      if (isFreeWebmail(domain)) throw new AppError(400, verificationMessages.freeWebmail, "FREE_WEBMAIL");
      const found = await account(userId);
      assertNotVerified(found, clock.now());
      await assertNotClaimed(studentEmail, userId);

      const institution = await findInstitutionForDomain(db, domain);
      if (!institution) {
        await db.transaction(async (tx) => {
          await codes.discard(tx, userId);
          await startAttempt(tx, userId, {
            status: "unrecognized_domain",
            studentEmail,
            institution: domain,
          });
        });
        return { recognized: false, message: verificationMessages.unrecognizedDomain };
      }

      // Asked again within the minute (a double click, a reload): the code already sent still works.
      // Unless a code for another e-mail replaced it since (one live code per student).
      const wait = await pacing.secondsUntilResend();
      const replaced = async () => ![null, studentEmail].includes(await codes.liveFor(userId, clock.now()));
      if (wait !== null && !(await replaced())) {
        return {
          recognized: true,
          institution: institution.name,
          message: codeAlreadySentMessages.studentEmail(studentEmail, wait),
          alreadySentWait: wait,
        };
      }
      await pacing.beforeSend();
      const sentAt = clock.now();
      await db.transaction(async (tx) => {
        const code = await codes.issue(userId, studentEmail, institution.name, sentAt, tx);
        await startAttempt(tx, userId, {
          status: "pending",
          studentEmail,
          institution: institution.name,
          codeSentAt: sentAt,
        });
        await outbox.add(tx, {
          to: studentEmail,
          ...studentEmailCodeEmail(found.user, institution.name, code, { publicUrl: deps.publicUrl }),
        });
      });
      outbox.wake();
      return {
        recognized: true,
        institution: institution.name,
        message: verificationMessages.codeSent(studentEmail),
      };
    },

    /** Checks the code; on success the student is verified for 12 months. */
    async verifyCode(userId: string, rawEmail: string, code: string): Promise<UserWithProfile> {
      const studentEmail = normaliseEmail(rawEmail);
      const now = clock.now();
      assertNotVerified(await account(userId), now);
      const verified = await db.transaction(async (tx) => {
        const used = await codes.consume(tx, userId, studentEmail, code, now);
        if (!used) return false;
        // The primary key on the student e-mail makes "one account per student e-mail" a fact.
        const claimed = await tx
          .insert(studentEmailClaims)
          .values({ studentEmail, userId, verifiedAt: now })
          .onConflictDoUpdate({
            target: studentEmailClaims.studentEmail,
            set: { verifiedAt: now },
            setWhere: eq(studentEmailClaims.userId, userId),
          })
          .returning({ userId: studentEmailClaims.userId });
        if (claimed.length === 0) throw new AppError(409, verificationMessages.emailClaimed, "EMAIL_CLAIMED");
        const values = {
          status: "active" as const,
          studentEmail,
          institution: used.institution,
          verifiedAt: now,
          expiresAt: verificationExpiry(now),
        };
        await tx
          .insert(studentProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: studentProfiles.userId, set: values });
        return true;
      });
      if (!verified) {
        const wasLastTry = await codes.countWrongTry(userId, studentEmail, now);
        throw wasLastTry
          ? new AppError(400, verificationMessages.tooManyTries, "TOO_MANY_TRIES")
          : new AppError(400, verificationMessages.invalidCode, "INVALID_CODE");
      }
      counters.verification("email_code");
      return account(userId);
    },

    /** Refuses before any bytes are stored when there is nothing to verify. */
    async assertCanSubmitDocument(userId: string): Promise<void> {
      assertNotVerified(await account(userId), clock.now());
    },

    /** Records a stored document for staff review; the student's status becomes pending. */
    async recordDocument(userId: string, fields: DocumentFields, file: StoredUpload): Promise<Verification> {
      const { user } = await account(userId);
      await db.transaction(async (tx) => {
        await tx.insert(verificationDocuments).values({
          userId,
          documentType: fields.documentType,
          institution: fields.institution,
          storageKey: file.key,
          contentType: file.contentType,
          sizeBytes: file.size,
          originalName: file.filename,
        });
        await codes.discard(tx, userId);
        await startAttempt(tx, userId, {
          status: "pending",
          studentEmail: null,
          institution: fields.institution,
        });
        await outbox.add(tx, {
          to: user.email,
          ...documentReceivedEmail(user, deps.supportEmail, deps.publicUrl),
        });
      });
      counters.verification("document");
      outbox.wake();
      return (await current(userId))!;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
