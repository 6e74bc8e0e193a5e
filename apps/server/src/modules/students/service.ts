// The student's own profile and password (spec 001 §2, §4, §7).
import { eq } from "drizzle-orm";
import {
  emailChangeMessages,
  type CreateProfileInput,
  type UpdateProfileInput,
} from "@studentperks/contracts/students";
import type { Db } from "#server/db/client.ts";
import { studentProfiles, users } from "#server/db/schema.ts";
import { lazyMessages } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Session } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import {
  passwordChangedEmail,
  assertAcceptablePassword,
  hashPassword,
  verifyPassword,
  authMessages,
  findUserWithProfile,
  type UserWithProfile,
} from "../auth/index.ts";
import { consentSince, recordConsent } from "#server/modules/consent/index.ts";
import { toStudentProfile } from "./student-profile.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export const studentMessages = lazyMessages({
  notFound: "student.notFound",
  notStudent: "student.notStudent",
  wrongPassword: "student.wrongPassword",
  samePassword: "student.samePassword",
  passwordChanged: "student.passwordChanged",
});

export type StudentAccount = UserWithProfile & { user: { role: "student" } };

/** The signed-in student's account and verification row: 401 when the account is gone, 403 for staff. */
export async function findStudent(db: Db, userId: string): Promise<StudentAccount> {
  const found = await findUserWithProfile(db, userId);
  if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
  if (found.user.role !== "student") throw new AppError(403, studentMessages.notStudent, "NOT_STUDENT");
  return found as StudentAccount;
}

/**
 * A student's account as staff reach it from the console: 404 for no such account or a deleted one
 * (never the 401 a signed-in student gets, which would sign the staff member out), 403 for staff.
 */
export async function findStudentForStaff(db: Db, userId: string): Promise<StudentAccount> {
  const found = await findUserWithProfile(db, userId);
  if (!found || found.user.deletedAt) throw new AppError(404, studentMessages.notFound, "NOT_FOUND");
  if (found.user.role !== "student") throw new AppError(403, studentMessages.notStudent, "NOT_STUDENT");
  return found as StudentAccount;
}

/** The dashboard's profile must exist (it creates one first) before the account is edited. */
export function assertHasProfile(
  found: StudentAccount,
): asserts found is StudentAccount & { profile: NonNullable<StudentAccount["profile"]> } {
  if (!found.profile) throw new AppError(404, studentMessages.notFound, "NO_PROFILE");
}

export interface StudentsServiceDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  supportEmail: string;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  endOtherSessions: (userId: string, keep: Session) => Promise<void>;
}

export function createStudentsService(deps: StudentsServiceDeps) {
  const { db, clock, outbox, supportEmail, publicUrl } = deps;
  const student = (userId: string) => findStudent(db, userId);

  async function profileOf(userId: string) {
    const found = await student(userId);
    assertHasProfile(found);
    return toStudentProfile(found.user, found.profile, await consentSince(db, userId), clock.now());
  }

  return {
    profile: profileOf,

    /**
     * Starts the student's verification record (status pending, whatever the client sends).
     * Account fields are not changed here: that is PATCH. Returns whether a record was created.
     */
    async createProfile(userId: string, _input: CreateProfileInput) {
      await student(userId);
      const created = await db
        .insert(studentProfiles)
        .values({ userId, status: "pending" })
        .onConflictDoNothing()
        .returning({ userId: studentProfiles.userId });
      return { created: created.length > 0, student: await profileOf(userId) };
    },

    /**
     * Names, phone and marketing flags. The login e-mail is not changed here: an `email` other than
     * the stored one is refused (400, nothing saved) and goes through the e-mail change instead,
     * which needs the password and a code sent to the new address (email-change.ts).
     */
    async updateProfile(userId: string, input: UpdateProfileInput) {
      const found = await student(userId);
      assertHasProfile(found);
      if (normaliseEmail(input.email) !== found.user.email) {
        const error = new AppError(
          400,
          emailChangeMessages.needsConfirmation,
          "EMAIL_CHANGE_NEEDS_CONFIRMATION",
        );
        error.issues = [{ path: "email", message: emailChangeMessages.needsConfirmation }];
        throw error;
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, phone: input.phoneNumber })
          .where(eq(users.id, userId));
        await recordConsent(
          tx,
          userId,
          { email: input.emailMarketing, whatsapp: input.whatsappMarketing },
          { source: "dashboard", at: clock.now() },
        );
      });
      return profileOf(userId);
    },

    /** Needs the current password; ends every other session of the user. */
    async changePassword(session: Session, currentPassword: string, newPassword: string) {
      const { user } = await student(session.userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, studentMessages.wrongPassword, "WRONG_PASSWORD");
      }
      if (currentPassword === newPassword) {
        throw new AppError(400, studentMessages.samePassword, "SAME_PASSWORD");
      }
      await assertAcceptablePassword(newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: clock.now() })
          .where(eq(users.id, user.id));
        await outbox.add(tx, { to: user.email, ...passwordChangedEmail(user, supportEmail, publicUrl) });
      });
      outbox.wake();
      await deps.endOtherSessions(user.id, session);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
