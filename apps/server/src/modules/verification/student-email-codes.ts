// The code mailed to a student e-mail: one live code per student (a new one replaces the old), kept
// as an HMAC, and used up by a single conditional DELETE so two concurrent checks cannot both pass.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/client.ts";
import { studentEmailCodes } from "#server/db/schema.ts";
import { hmac } from "#server/lib/hashing.ts";
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS } from "#server/lib/one-time-codes.ts";
import type { Random } from "#server/services/random.ts";

/** A transaction or the database itself. */
type Writer = Pick<Db, "insert">;

export function createStudentEmailCodes({ db, random, secret }: { db: Db; random: Random; secret: string }) {
  const hashOf = (userId: string, code: string) => hmac(secret, `student-email:${userId}:${code}`);
  const live = (userId: string, studentEmail: string, now: Date) =>
    and(
      eq(studentEmailCodes.userId, userId),
      eq(studentEmailCodes.studentEmail, studentEmail),
      gt(studentEmailCodes.expiresAt, now),
      lt(studentEmailCodes.attempts, CODE_MAX_WRONG_TRIES),
    );

  return {
    /**
     * A fresh code for the student e-mail, with fresh tries; any earlier code stops working. `exec`
     * lets a caller issue it inside its own transaction.
     */
    async issue(
      userId: string,
      studentEmail: string,
      institution: string,
      now: Date,
      exec: Writer = db,
    ): Promise<string> {
      const code = random.digits(6);
      const fresh = {
        studentEmail,
        institution,
        codeHash: hashOf(userId, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        attempts: 0,
        createdAt: now,
      };
      await exec
        .insert(studentEmailCodes)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: studentEmailCodes.userId, set: fresh });
      return code;
    },

    /** Uses the code up if it is right and live; returns its institution, or null. */
    async consume(tx: Executor, userId: string, studentEmail: string, code: string, now: Date) {
      const [used] = await tx
        .delete(studentEmailCodes)
        .where(and(live(userId, studentEmail, now), eq(studentEmailCodes.codeHash, hashOf(userId, code))))
        .returning({ institution: studentEmailCodes.institution });
      return used ?? null;
    },

    /** Counts a wrong try; true when that was the last one the code allowed. */
    async countWrongTry(userId: string, studentEmail: string, now: Date): Promise<boolean> {
      const [counted] = await db
        .update(studentEmailCodes)
        .set({ attempts: sql`${studentEmailCodes.attempts} + 1` })
        .where(live(userId, studentEmail, now))
        .returning({ attempts: studentEmailCodes.attempts });
      return counted !== undefined && counted.attempts >= CODE_MAX_WRONG_TRIES;
    },

    /** The student e-mail the student's live code was sent to, or null when none is live. */
    async liveFor(userId: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ studentEmail: studentEmailCodes.studentEmail })
        .from(studentEmailCodes)
        .where(and(eq(studentEmailCodes.userId, userId), gt(studentEmailCodes.expiresAt, now)));
      return row?.studentEmail ?? null;
    },

    /** Drops the student's live code (they moved on to another way of verifying). */
    async discard(tx: Executor, userId: string): Promise<void> {
      await tx.delete(studentEmailCodes).where(eq(studentEmailCodes.userId, userId));
    },
  };
}

export type StudentEmailCodes = ReturnType<typeof createStudentEmailCodes>;
