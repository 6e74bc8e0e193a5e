// Sign-up, sign-in and the current user. Cookies and sessions are the routes' business.
import type { RegisterInput } from "@studentperks/contracts/auth";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { noCounters, type AppCounters } from "#server/plugins/metrics.ts";
import { users } from "#server/db/schema.ts";
import { lazyMessages } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { recordConsent } from "#server/modules/consent/index.ts";
import { welcomeEmail } from "./emails.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { assertAcceptablePassword, hashPassword, spendVerifyTime, verifyPassword } from "./passwords.ts";
import type { TrustedDevices } from "./trusted-devices.ts";
import { findUserByEmail, findUserWithProfile, type UserWithProfile } from "./users-repo.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export const authMessages = lazyMessages({
  emailTaken: "account.emailTaken",
  invalidCredentials: "account.invalidCredentials",
  signedOut: "errors.signedOut",
});

export interface AuthServiceDeps {
  db: Db;
  outbox: MailQueue;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  throttle: LoginThrottle;
  devices: TrustedDevices;
  counters?: Pick<AppCounters, "signUp">;
}

export interface LoginCaller {
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
}

/** How long a repeated sign-up (a double click, a retry) is answered with the account it made. */
export const REPEATED_SIGNUP_WINDOW_MS = 60_000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, outbox, publicUrl, throttle, devices, counters = noCounters } = deps;
  /**
   * The account a sign-up for `email` made moments ago, when this one carries its password: the
   * same person pressing Create Account twice, whose second request should not say "already exists".
   * The password proves it as a login would; nothing is created or mailed again.
   */
  async function sameSignUpAgain(email: string, password: string): Promise<UserWithProfile | null> {
    const existing = await findUserByEmail(db, email);
    if (!existing || Date.now() - existing.createdAt.getTime() > REPEATED_SIGNUP_WINDOW_MS) return null;
    if (!(await verifyPassword(existing.passwordHash, password))) return null;
    return findUserWithProfile(db, existing.id);
  }

  return {
    /**
     * Creates a student account; whatever role the client asked for is ignored. `locale`, the sign-up
     * request's language, becomes the account's: its e-mails, the welcome first, are written in it.
     */
    async register(input: RegisterInput, locale: Locale): Promise<UserWithProfile> {
      const email = normaliseEmail(input.email);
      await assertAcceptablePassword(input.password, email);
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        // The account and its welcome e-mail commit together.
        user = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(users)
            .values({
              email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              phone: input.phone,
              role: "student",
              locale,
              emailMarketing: input.emailMarketing,
              whatsappMarketing: input.whatsappMarketing,
            })
            .returning();
          // The form asked both questions: its answers, ticked or not, are the first on record.
          await recordConsent(
            tx,
            inserted!.id,
            { email: input.emailMarketing, whatsapp: input.whatsappMarketing },
            { source: "sign_up", at: inserted!.createdAt, asked: true },
          );
          await outbox.add(tx, { to: inserted!.email, ...welcomeEmail(inserted!, publicUrl) });
          return inserted;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const repeated = await sameSignUpAgain(email, input.password);
        if (repeated) return repeated;
        throw new AppError(409, authMessages.emailTaken, "EMAIL_TAKEN");
      }
      const created = user!;
      counters.signUp();
      outbox.wake();
      return { user: created, profile: null };
    },

    /**
     * The same answers (429s included), after the same work, for an unknown e-mail and a wrong
     * password. A signed-in browser gets a new device token, which the routes keep in a cookie.
     */
    async login(
      rawEmail: string,
      password: string,
      client: LoginCaller,
    ): Promise<UserWithProfile & { deviceToken: string }> {
      const email = normaliseEmail(rawEmail);
      const user = await findUserByEmail(db, email);
      const device = devices.recognise(client.deviceToken, user?.id ?? null);
      const attempt = await throttle.begin(email, { address: client.address, device });
      let matches: boolean;
      try {
        matches = user
          ? await verifyPassword(user.passwordHash, password)
          : await spendVerifyTime(password).then(() => false);
      } catch (error) {
        // Refused unchecked (the server is busy): not a guess, so it does not count as a failure.
        await attempt.succeeded();
        throw error;
      }
      if (!user || !matches) throw new AppError(401, authMessages.invalidCredentials, "INVALID_CREDENTIALS");
      await attempt.succeeded();
      const found = (await findUserWithProfile(db, user.id))!;
      return { ...found, deviceToken: devices.issue(user.id) };
    },

    async currentUser(userId: string): Promise<UserWithProfile> {
      const found = await findUserWithProfile(db, userId);
      if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
      return found;
    },

    /** The account's language from now on (its e-mails; the pages once signed in). */
    async setLocale(userId: string, locale: Locale): Promise<UserWithProfile> {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
      const found = await findUserWithProfile(db, userId);
      if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
      return found;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
