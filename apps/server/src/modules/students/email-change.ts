// Changing the login e-mail (security review, issue 14): the current password asks for it, a 6-digit
// code mailed to the NEW address makes it happen, and the old address is told at both steps. The code
// follows the shared rules (lib/one-time-codes.ts): kept as an HMAC, 10 minutes, 5 wrong tries, one
// live code per student (a new request replaces it), used up by a single conditional DELETE in the
// transaction that moves the e-mail, so two concurrent confirmations cannot both pass.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { emailChangeMessages } from "@studentperks/contracts/students";
import type { Db } from "#server/db/client.ts";
import { loginEmailChanges, passwordResetCodes, users } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { hmac } from "#server/lib/hashing.ts";
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS, codeMessages } from "#server/lib/one-time-codes.ts";
import type { Session } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import { verifyPassword, authMessages, findUserByEmail } from "../auth/index.ts";
import { loginEmailChangedEmail, loginEmailChangeRequestedEmail, loginEmailCodeEmail } from "./emails.ts";
import { assertHasProfile, findStudent, studentMessages } from "./service.ts";
import { consentSince } from "#server/modules/consent/index.ts";
import { toStudentProfile } from "./student-profile.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export interface LoginEmailChangeDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Keys the HMAC of codes. */
  secret: string;
  outbox: MailQueue;
  supportEmail: string;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  /** Ends every session of the user but `keep`. */
  endOtherSessions: (userId: string, keep: Session) => Promise<void>;
}

const emailTaken = () => new AppError(409, authMessages.emailTaken, "EMAIL_TAKEN");

export function createLoginEmailChange(deps: LoginEmailChangeDeps) {
  const { db, clock, random, secret, outbox, supportEmail, publicUrl } = deps;
  const codeHash = (userId: string, code: string) => hmac(secret, `login-email:${userId}:${code}`);
  const live = (userId: string, now: Date) =>
    and(
      eq(loginEmailChanges.userId, userId),
      gt(loginEmailChanges.expiresAt, now),
      lt(loginEmailChanges.attempts, CODE_MAX_WRONG_TRIES),
    );

  return {
    /**
     * Checks the password and the new address, then (after `beforeSend`, which throttles sending)
     * mails a code to the new address and tells the old one. Also the resend. Nothing changes yet.
     */
    async request(
      session: Session,
      rawEmail: string,
      currentPassword: string,
      beforeSend: () => Promise<void>,
    ): Promise<{ email: string; message: string }> {
      const found = await findStudent(db, session.userId);
      assertHasProfile(found);
      const { user } = found;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        const error = new AppError(400, studentMessages.wrongPassword, "WRONG_PASSWORD");
        error.issues = [{ path: "currentPassword", message: studentMessages.wrongPassword }];
        throw error;
      }
      const newEmail = normaliseEmail(rawEmail);
      if (newEmail === user.email) {
        const error = new AppError(400, emailChangeMessages.sameEmail, "SAME_EMAIL");
        error.issues = [{ path: "newEmail", message: emailChangeMessages.sameEmail }];
        throw error;
      }
      if (await findUserByEmail(db, newEmail)) throw emailTaken();

      await beforeSend();
      const now = clock.now();
      const [previous] = await db
        .select({ newEmail: loginEmailChanges.newEmail })
        .from(loginEmailChanges)
        .where(live(user.id, now));
      const code = random.digits(6);
      const fresh = {
        newEmail,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        attempts: 0,
        createdAt: now,
      };
      // One pending change per student: a new request replaces the old one, with fresh tries. The owner
      // hears of every new request at once; a resend for the same live request says nothing new.
      const mail = [{ to: newEmail, ...loginEmailCodeEmail(user, code, publicUrl) }];
      if (previous?.newEmail !== newEmail) {
        mail.push({
          to: user.email,
          ...loginEmailChangeRequestedEmail(user, newEmail, supportEmail, publicUrl),
        });
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(loginEmailChanges)
          .values({ userId: user.id, ...fresh })
          .onConflictDoUpdate({ target: loginEmailChanges.userId, set: fresh });
        await outbox.add(tx, ...mail);
      });
      outbox.wake();
      return { email: newEmail, message: emailChangeMessages.codeSent(newEmail) };
    },

    /**
     * The code from the new address: moves the login e-mail, ends the account's other sessions and
     * tells the old address. Answers the updated profile.
     */
    async confirm(session: Session, code: string) {
      const found = await findStudent(db, session.userId);
      assertHasProfile(found);
      const { user } = found;
      const now = clock.now();
      let newEmail: string | null;
      try {
        newEmail = await db.transaction(async (tx) => {
          const [used] = await tx
            .delete(loginEmailChanges)
            .where(and(live(user.id, now), eq(loginEmailChanges.codeHash, codeHash(user.id, code))))
            .returning({ newEmail: loginEmailChanges.newEmail });
          if (!used) return null;
          // The unique index on users.email decides if the address was taken since the request.
          await tx.update(users).set({ email: used.newEmail }).where(eq(users.id, user.id));
          // A reset code mailed to the old address must not outlive the change.
          await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
          await outbox.add(tx, {
            to: user.email,
            ...loginEmailChangedEmail(user, used.newEmail, supportEmail, publicUrl),
          });
          return used.newEmail;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // That address now belongs to another account: this change can never happen.
        await db.delete(loginEmailChanges).where(eq(loginEmailChanges.userId, user.id));
        throw emailTaken();
      }

      if (newEmail === null) {
        const [counted] = await db
          .update(loginEmailChanges)
          .set({ attempts: sql`${loginEmailChanges.attempts} + 1` })
          .where(live(user.id, now))
          .returning({ attempts: loginEmailChanges.attempts });
        throw counted && counted.attempts >= CODE_MAX_WRONG_TRIES
          ? new AppError(400, codeMessages.tooManyTries, "TOO_MANY_TRIES")
          : new AppError(400, codeMessages.invalid, "INVALID_CODE");
      }

      outbox.wake();
      await deps.endOtherSessions(user.id, session);
      const after = await findStudent(db, user.id);
      assertHasProfile(after);
      return toStudentProfile(after.user, after.profile, await consentSince(db, user.id), clock.now());
    },
  };
}

export type LoginEmailChange = ReturnType<typeof createLoginEmailChange>;
