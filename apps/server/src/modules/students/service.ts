// The student's own profile and password (spec 001 §2, §4, §7).
import { eq } from "drizzle-orm";
import type { CreateProfileInput, UpdateProfileInput } from "@studentperks/contracts/students";
import type { Db } from "../../db/client.ts";
import { studentProfiles, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Session } from "../../plugins/sessions.ts";
import type { Background } from "../../services/background.ts";
import type { Clock } from "../../services/clock.ts";
import type { Mailer } from "../../services/mailer/mailer.ts";
import { passwordChangedEmail } from "../auth/emails.ts";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { authMessages } from "../auth/service.ts";
import {
  findUserWithProfile,
  isUniqueViolation,
  normaliseEmail,
  type UserWithProfile,
} from "../auth/users-repo.ts";
import { loginEmailChangedEmail } from "./emails.ts";
import { toStudentProfile } from "./student-profile.ts";

export const studentMessages = {
  notFound: "Student profile not found.",
  notStudent: "Only student accounts have a student profile.",
  wrongPassword: "Your current password is incorrect.",
  samePassword: "Your new password must be different from your current one.",
  passwordChanged: "Your password has been changed successfully.",
} as const;

export interface StudentsServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  background: Background;
  supportEmail: string;
  endOtherSessions: (userId: string, keep: Session) => Promise<void>;
}

export function createStudentsService(deps: StudentsServiceDeps) {
  const { db, clock, mailer, background, supportEmail } = deps;

  async function student(userId: string): Promise<UserWithProfile & { user: { role: "student" } }> {
    const found = await findUserWithProfile(db, userId);
    if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
    if (found.user.role !== "student") throw new AppError(403, studentMessages.notStudent, "NOT_STUDENT");
    return found as UserWithProfile & { user: { role: "student" } };
  }

  async function profileOf(userId: string) {
    const { user, profile } = await student(userId);
    if (!profile) throw new AppError(404, studentMessages.notFound, "NO_PROFILE");
    return toStudentProfile(user, profile, clock.now());
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

    async updateProfile(userId: string, input: UpdateProfileInput) {
      const { user: before, profile } = await student(userId);
      if (!profile) throw new AppError(404, studentMessages.notFound, "NO_PROFILE");
      const email = normaliseEmail(input.email);
      try {
        await db
          .update(users)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            phone: input.phoneNumber,
            emailMarketing: input.emailMarketing,
            whatsappMarketing: input.whatsappMarketing,
          })
          .where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, authMessages.emailTaken, "EMAIL_TAKEN");
        throw error;
      }
      if (email !== before.email) {
        // Tell the old address, so a change nobody asked for does not go unnoticed.
        background.run("login e-mail changed", () =>
          mailer.send({ to: before.email, ...loginEmailChangedEmail(before.firstName, email, supportEmail) }),
        );
      }
      return profileOf(userId);
    },

    /** Needs the current password; ends every other session of the user. */
    async changePassword(session: Session, currentPassword: string, newPassword: string) {
      const { user } = await student(session.userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, studentMessages.wrongPassword, "WRONG_PASSWORD");
      }
      if (currentPassword === newPassword) throw new AppError(400, studentMessages.samePassword);
      await assertAcceptablePassword(newPassword, user.email);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: clock.now() })
        .where(eq(users.id, user.id));
      await deps.endOtherSessions(user.id, session);
      background.run("password changed e-mail", () =>
        mailer.send({ to: user.email, ...passwordChangedEmail(user.firstName, supportEmail) }),
      );
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
