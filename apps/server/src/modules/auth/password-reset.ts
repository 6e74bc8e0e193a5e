// Forgot password (spec 001): a 6-digit code by e-mail, checked once, then one password reset in the
// browser that checked it. Codes are stored as HMACs; every step that must happen once is a single
// conditional UPDATE or DELETE, so concurrent requests cannot both succeed.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { passwordResetCodes, users } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { hmac, sha256 } from "#server/lib/hashing.ts";
import type { Background } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import { passwordChangedEmail, resetCodeEmail } from "./emails.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS } from "#server/lib/one-time-codes.ts";
import { RESET_WINDOW_MS, resetMessages } from "./reset-rules.ts";
import { findUserByEmail } from "./users-repo.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  random: Random;
  outbox: MailQueue;
  background: Background;
  secret: string;
  supportEmail: string;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  /** Ends every session of the user but the caller's own. */
  endOtherSessions: (userId: string) => Promise<void>;
}

export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, clock, random, outbox, background, secret } = deps;
  const codeHash = (userId: string, code: string) => hmac(secret, `reset:${userId}:${code}`);

  async function issueCode(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const code = random.digits(6);
    const now = clock.now();
    const fresh = {
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      attempts: 0,
      verifiedAt: null,
      resetTokenHash: null,
      resetExpiresAt: null,
      createdAt: now,
    };
    // One live code per user: a new one replaces the old, with fresh tries. The code and its e-mail
    // commit together.
    await db.transaction(async (tx) => {
      await tx
        .insert(passwordResetCodes)
        .values({ userId: user.id, ...fresh })
        .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
      await outbox.add(tx, { to: user.email, ...resetCodeEmail(user, code, deps.publicUrl) });
    });
    outbox.wake();
  }

  return {
    /**
     * Answers at once and identically whether or not the e-mail has an account: the lookup, the code
     * and writing the e-mail to the outbox happen after the answer (an unknown e-mail writes nothing).
     */
    requestCode(email: string): void {
      background.run("password reset code", () => issueCode(email));
    },

    /** Checks the code; on success returns the token that allows one reset from this browser. */
    async verifyCode(email: string, code: string): Promise<string> {
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError(400, resetMessages.invalidCode, "INVALID_CODE");
      const now = clock.now();
      const live = and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.verifiedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, CODE_MAX_WRONG_TRIES),
      );
      const token = random.token(32);
      const [verified] = await db
        .update(passwordResetCodes)
        .set({
          verifiedAt: now,
          resetTokenHash: sha256(token),
          resetExpiresAt: new Date(now.getTime() + RESET_WINDOW_MS),
        })
        .where(and(live, eq(passwordResetCodes.codeHash, codeHash(user.id, code))))
        .returning({ userId: passwordResetCodes.userId });
      if (verified) return token;

      const [counted] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(live)
        .returning({ attempts: passwordResetCodes.attempts });
      if (counted && counted.attempts >= CODE_MAX_WRONG_TRIES) {
        throw new AppError(400, resetMessages.tooManyTries, "TOO_MANY_TRIES");
      }
      throw new AppError(400, resetMessages.invalidCode, "INVALID_CODE");
    },

    /**
     * Sets the new password once, for the e-mail whose code this browser verified. The grant is
     * checked first and every refusal of it answers alike, so the answer and its cost (no argon2
     * without a grant) do not tell whether the e-mail has an account. A refused password keeps the
     * grant, for another choice.
     */
    async resetPassword(email: string, token: string | undefined, newPassword: string): Promise<void> {
      const notVerified = () => new AppError(400, resetMessages.notVerified, "CODE_NOT_VERIFIED");
      if (!token) throw notVerified();
      const grantAt = (now: Date) =>
        and(eq(passwordResetCodes.resetTokenHash, sha256(token)), gt(passwordResetCodes.resetExpiresAt, now));
      const [user] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
        .from(passwordResetCodes)
        .innerJoin(users, eq(users.id, passwordResetCodes.userId))
        .where(and(eq(users.email, normaliseEmail(email)), grantAt(clock.now())));
      if (!user) throw notVerified();

      await assertAcceptablePassword(newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .delete(passwordResetCodes)
          .where(and(eq(passwordResetCodes.userId, user.id), grantAt(now)))
          .returning({ userId: passwordResetCodes.userId });
        if (!claimed) return false;
        await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
        await outbox.add(tx, {
          to: user.email,
          ...passwordChangedEmail(user, deps.supportEmail, deps.publicUrl),
        });
        return true;
      });
      if (!changed) throw notVerified();
      outbox.wake();
      await deps.endOtherSessions(user.id);
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
