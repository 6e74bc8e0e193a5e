// A domain joining the institutions list proves nothing about the people waiting on it (the domain or
// a subdomain, the rule the verification module matches known domains by): anyone could have typed
// an address there. So each of them is sent a code to that student e-mail and verifies by entering
// it, exactly as on any listed domain; nothing is claimed until then, so the mailbox's real owner can
// still verify. Only an e-mail another account already verified is refused, with the words the code
// path uses, so no request waits for something that cannot happen.
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { studentEmailClaims, studentProfiles, users } from "#server/db/schema.ts";
import {
  type StudentEmailCodes,
  verificationMessages,
  type DecisionMail,
  type Recipient,
} from "#server/modules/verification/index.ts";
import { withLocale } from "#server/i18n/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { Executor } from "#server/db/client.ts";

interface WaitingStudent extends Recipient {
  userId: string;
  studentEmail: string;
}

export interface CodeToSend extends WaitingStudent {
  code: string;
}

export interface DomainOutcome {
  institution: string;
  /** Mailed after commit; the codes never leave the server otherwise. */
  sent: CodeToSend[];
  rejected: WaitingStudent[];
}

export interface DomainChange {
  domains: string[];
  institution: string;
  actorId: string;
  now: Date;
  codes: StudentEmailCodes;
}

/** Why a student e-mail another account verified is refused, in the student's language. */
const claimedReason = (student: Recipient) =>
  withLocale(student.locale, () => verificationMessages.emailClaimed);

const emailDomain = sql<string>`split_part(${studentProfiles.studentEmail}, '@', 2)`;

/** Profiles waiting on any of `domains`; validated domains hold no LIKE wildcards. */
const onDomains = (domains: string[]) =>
  or(...domains.map((domain) => or(eq(emailDomain, domain), sql`${emailDomain} like ${`%.${domain}`}`)));

async function lockWaiting(tx: Executor, domains: string[]): Promise<WaitingStudent[]> {
  return (await tx
    .select({
      userId: studentProfiles.userId,
      studentEmail: studentProfiles.studentEmail,
      firstName: users.firstName,
      email: users.email,
      locale: users.locale,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        eq(studentProfiles.status, "unrecognized_domain"),
        isNotNull(studentProfiles.studentEmail),
        onDomains(domains),
      ),
    )
    .orderBy(asc(studentProfiles.updatedAt))
    .for("update", { of: studentProfiles })) as WaitingStudent[];
}

/** Student e-mails of `waiting` that another account has verified. */
async function claimedByOthers(tx: Executor, waiting: WaitingStudent[]): Promise<Set<string>> {
  const claims = await tx
    .select({ studentEmail: studentEmailClaims.studentEmail, userId: studentEmailClaims.userId })
    .from(studentEmailClaims)
    .where(
      inArray(
        studentEmailClaims.studentEmail,
        waiting.map((student) => student.studentEmail),
      ),
    );
  const owner = new Map(claims.map((claim) => [claim.studentEmail, claim.userId]));
  return new Set(
    waiting
      .filter((s) => owner.has(s.studentEmail) && owner.get(s.studentEmail) !== s.userId)
      .map((s) => s.userId),
  );
}

/** Sends everyone waiting on `domains` a code (in `tx`, with the domain insert); mails go later. */
export async function sendCodesToWaitingOnDomains(
  tx: Executor,
  change: DomainChange,
): Promise<DomainOutcome> {
  const { domains, institution, actorId, now, codes } = change;
  const outcome: DomainOutcome = { institution, sent: [], rejected: [] };
  if (domains.length === 0) return outcome;
  const waiting = await lockWaiting(tx, domains);
  if (waiting.length === 0) return outcome;
  const refused = await claimedByOthers(tx, waiting);

  for (const student of waiting) {
    const before = { status: "unrecognized_domain", studentEmail: student.studentEmail };
    if (refused.has(student.userId)) {
      outcome.rejected.push(student);
      // Kept as the student reads it (their dashboard shows it, their e-mail says it).
      const rejectionReason = claimedReason(student);
      await tx
        .update(studentProfiles)
        .set({ status: "rejected", rejectionReason, rejectionCode: null })
        .where(eq(studentProfiles.userId, student.userId));
      await recordAudit(tx, {
        actorId,
        action: "verification.domain_reject",
        entityType: "student",
        entityId: student.userId,
        before,
        after: { status: "rejected", rejectionReason },
      });
      continue;
    }
    const code = await codes.issue(student.userId, student.studentEmail, institution, now, tx);
    // The state submitting a student e-mail on a listed domain leaves: a code is out, nothing verified.
    await tx
      .update(studentProfiles)
      .set({
        status: "pending",
        institution,
        codeSentAt: now,
        verifiedAt: null,
        expiresAt: null,
        rejectionReason: null,
        rejectionCode: null,
      })
      .where(eq(studentProfiles.userId, student.userId));
    await recordAudit(tx, {
      actorId,
      action: "verification.domain_code_sent",
      entityType: "student",
      entityId: student.userId,
      before,
      after: { status: "pending", institution, codeSentAt: now.toISOString() },
    });
    outcome.sent.push({ ...student, code });
  }
  return outcome;
}

/** Mails each student their code, or why they were refused, in the transaction that decided it. */
export async function mailDomainOutcome(tx: Executor, mail: DecisionMail, outcome: DomainOutcome) {
  for (const student of outcome.sent) await mail.domainCode(tx, student, outcome.institution, student.code);
  for (const student of outcome.rejected) {
    await mail.notVerified(tx, student, { reasonCode: null, reason: claimedReason(student) });
  }
}
