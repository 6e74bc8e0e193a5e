// A domain joining the institutions list verifies every student waiting on it (the domain or a
// subdomain, the rule the verification module matches known domains by). Each student e-mail is
// claimed as the e-mail code path claims it; one another account already verified is refused with
// the same words that path uses, so no request waits for something that cannot happen.
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { verificationExpiry } from "@studentperks/contracts/verification-status";
import { studentEmailClaims, studentProfiles, users } from "../../../db/schema.ts";
import { verificationMessages } from "../../verification/rules.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { Executor } from "../institutions/repo.ts";
import type { DecisionMail, Recipient } from "./decision-mail.ts";

interface WaitingStudent extends Recipient {
  userId: string;
  studentEmail: string;
}

export interface DomainOutcome {
  institution: string;
  expiresAt: Date;
  approved: WaitingStudent[];
  rejected: WaitingStudent[];
}

const emailDomain = sql<string>`split_part(${studentProfiles.studentEmail}, '@', 2)`;

/** Profiles waiting on any of `domains`; validated domains hold no LIKE wildcards. */
const onDomains = (domains: string[]) =>
  or(...domains.map((domain) => or(eq(emailDomain, domain), sql`${emailDomain} like ${`%.${domain}`}`)));

export async function approveWaitingOnDomains(
  tx: Executor,
  change: { domains: string[]; institution: string; actorId: string; now: Date },
): Promise<DomainOutcome> {
  const { domains, institution, actorId, now } = change;
  const expiresAt = verificationExpiry(now);
  const outcome: DomainOutcome = { institution, expiresAt, approved: [], rejected: [] };
  if (domains.length === 0) return outcome;
  const waiting: WaitingStudent[] = (await tx
    .select({
      userId: studentProfiles.userId,
      studentEmail: studentProfiles.studentEmail,
      firstName: users.firstName,
      email: users.email,
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
  if (waiting.length === 0) return outcome;

  // The first to ask keeps an e-mail two waiting accounts share; a claim of the same account stays.
  const firstAsker = new Map<string, string>();
  for (const student of waiting) {
    if (!firstAsker.has(student.studentEmail)) firstAsker.set(student.studentEmail, student.userId);
  }
  const claimed = await tx
    .insert(studentEmailClaims)
    .values([...firstAsker].map(([studentEmail, userId]) => ({ studentEmail, userId, verifiedAt: now })))
    .onConflictDoUpdate({
      target: studentEmailClaims.studentEmail,
      set: { verifiedAt: now },
      setWhere: sql`${studentEmailClaims.userId} = excluded.user_id`,
    })
    .returning({ userId: studentEmailClaims.userId });
  const approvedIds = new Set(claimed.map((row) => row.userId));
  outcome.approved = waiting.filter((student) => approvedIds.has(student.userId));
  outcome.rejected = waiting.filter((student) => !approvedIds.has(student.userId));

  if (outcome.approved.length > 0) {
    await tx
      .update(studentProfiles)
      .set({ status: "active", institution, verifiedAt: now, expiresAt, rejectionReason: null })
      .where(inArray(studentProfiles.userId, [...approvedIds]));
  }
  if (outcome.rejected.length > 0) {
    await tx
      .update(studentProfiles)
      .set({ status: "rejected", rejectionReason: verificationMessages.emailClaimed })
      .where(
        inArray(
          studentProfiles.userId,
          outcome.rejected.map((student) => student.userId),
        ),
      );
  }
  for (const student of waiting) {
    const approved = approvedIds.has(student.userId);
    await recordAudit(tx, {
      actorId,
      action: approved ? "verification.domain_approve" : "verification.domain_reject",
      entityType: "student",
      entityId: student.userId,
      before: { status: "unrecognized_domain", studentEmail: student.studentEmail },
      after: approved
        ? { status: "active", institution, expiresAt: expiresAt.toISOString() }
        : { status: "rejected", rejectionReason: verificationMessages.emailClaimed },
    });
  }
  return outcome;
}

/** Mails each student the domain decided on, after the transaction committed. */
export function mailDomainOutcome(mail: DecisionMail, outcome: DomainOutcome): void {
  for (const student of outcome.approved) mail.verified(student, outcome.institution, outcome.expiresAt);
  for (const student of outcome.rejected) mail.notVerified(student, verificationMessages.emailClaimed);
}
