// Sign-up, sign-in and the current user. Cookies and sessions are the routes' business.
import type { RegisterInput } from "@studentperks/contracts/auth";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Background } from "../../services/background.ts";
import type { Mailer } from "../../services/mailer/mailer.ts";
import { welcomeEmail } from "./emails.ts";
import { assertAcceptablePassword, hashPassword, spendVerifyTime, verifyPassword } from "./passwords.ts";
import {
  findUserByEmail,
  findUserWithProfile,
  isUniqueViolation,
  normaliseEmail,
  type UserWithProfile,
} from "./users-repo.ts";

export const authMessages = {
  emailTaken: "An account with this email already exists. Please log in instead.",
  invalidCredentials: "Invalid email or password.",
  signedOut: "Please log in to continue.",
} as const;

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  background: Background;
}

export function createAuthService({ db, mailer, background }: AuthServiceDeps) {
  return {
    /** Creates a student account; whatever role the client asked for is ignored. */
    async register(input: RegisterInput): Promise<UserWithProfile> {
      const email = normaliseEmail(input.email);
      await assertAcceptablePassword(input.password, email);
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        [user] = await db
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            role: "student",
            emailMarketing: input.emailMarketing,
            whatsappMarketing: input.whatsappMarketing,
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, authMessages.emailTaken, "EMAIL_TAKEN");
        throw error;
      }
      const created = user!;
      background.run("welcome e-mail", () =>
        mailer.send({ to: created.email, ...welcomeEmail(created.firstName) }),
      );
      return { user: created, profile: null };
    },

    /** The same answer, after the same work, for an unknown e-mail and a wrong password. */
    async login(email: string, password: string): Promise<UserWithProfile> {
      const user = await findUserByEmail(db, email);
      if (!user) {
        await spendVerifyTime(password);
        throw new AppError(401, authMessages.invalidCredentials, "INVALID_CREDENTIALS");
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError(401, authMessages.invalidCredentials, "INVALID_CREDENTIALS");
      }
      return (await findUserWithProfile(db, user.id))!;
    },

    async currentUser(userId: string): Promise<UserWithProfile> {
      const found = await findUserWithProfile(db, userId);
      if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
      return found;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
