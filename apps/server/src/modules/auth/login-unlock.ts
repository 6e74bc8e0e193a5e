// A browser that strangers' wrong passwords hold back (login-throttle.ts) becomes a known one with a
// code mailed to the account. The code is bound to the browser that asked: it is the HMAC of the
// account, a nonce kept in that browser's cookie and the moment it was asked. So nothing is stored,
// the code is useless in another browser, and strangers' wrong guesses (against their own cookies)
// never use up the owner's tries.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { lazyMessages, t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { hmac } from "#server/lib/hashing.ts";
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MINUTES,
  CODE_TTL_MS,
  codeMessages,
} from "#server/lib/one-time-codes.ts";
import type { AttemptCounters } from "#server/plugins/attempt-counters.ts";
import type { Background } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import { loginUnlockEmail } from "./emails.ts";
import type { TrustedDevices } from "./trusted-devices.ts";
import { findUserByEmail } from "./users-repo.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export const UNLOCK_COOKIE = "sp_unlock";

export const unlockMessages = lazyMessages({
  sent: () => t("login.unlockSent", { minutes: CODE_TTL_MINUTES }),
  accepted: "login.unlockAccepted",
});

export interface LoginUnlockDeps {
  db: Db;
  clock: Clock;
  random: Random;
  secret: string;
  outbox: MailQueue;
  /** PUBLIC_URL: e-mails' buttons lead there. */
  publicUrl: string;
  background: Background;
  devices: TrustedDevices;
  counters: AttemptCounters;
}

/** `<nonce>.<asked at, ms>.<e-mail tag>`: what the asking browser keeps. */
const COOKIE_FORM = /^([\w-]{22})\.(\d{13})\.([\w-]{16})$/;

interface Asked {
  nonce: string;
  askedAt: number;
  emailTag: string;
}

export function createLoginUnlock(deps: LoginUnlockDeps) {
  const { db, clock, random, secret, outbox, background, devices, counters } = deps;

  const codeFor = (userId: string, { nonce, askedAt }: Asked) => {
    const mac = createHmac("sha256", secret).update(`login-unlock:${userId}:${nonce}:${askedAt}`).digest();
    return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, "0");
  };
  const emailTagOf = (email: string) => hmac(secret, `login-unlock-email:${email}`).slice(0, 16);

  /** The browser's last ask for this e-mail, if its cookie holds one that has not expired. */
  function askedBefore(email: string, cookie: string | undefined): Asked | null {
    const parsed = cookie ? COOKIE_FORM.exec(cookie) : null;
    if (!parsed) return null;
    const asked = { nonce: parsed[1]!, askedAt: Number(parsed[2]), emailTag: parsed[3]! };
    const age = clock.now().getTime() - asked.askedAt;
    return age >= 0 && age <= CODE_TTL_MS && asked.emailTag === emailTagOf(email) ? asked : null;
  }

  async function mailCode(email: string, asked: Asked): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    await db.transaction((tx) =>
      outbox.add(tx, { to: user.email, ...loginUnlockEmail(user, codeFor(user.id, asked), deps.publicUrl) }),
    );
    outbox.wake();
  }

  return {
    /** Seconds until this browser may ask again: it asked for this e-mail less than a minute ago. */
    secondsUntilResend(rawEmail: string, cookie: string | undefined): number | null {
      const before = askedBefore(normaliseEmail(rawEmail), cookie);
      const since = before ? clock.now().getTime() - before.askedAt : Infinity;
      return since < CODE_RESEND_INTERVAL_MS ? Math.ceil((CODE_RESEND_INTERVAL_MS - since) / 1000) : null;
    },

    /**
     * A new code for this browser; answers the cookie that binds it. The answer is the same, and as
     * quick, whether or not the e-mail has an account: the lookup and the e-mail happen after it.
     */
    request(rawEmail: string): string {
      const email = normaliseEmail(rawEmail);
      const asked = { nonce: random.token(16), askedAt: clock.now().getTime(), emailTag: emailTagOf(email) };
      background.run("login unlock code", () => mailCode(email, asked));
      return `${asked.nonce}.${asked.askedAt}.${asked.emailTag}`;
    },

    /** Checks the code against this browser's cookie; answers a device token for the account. */
    async verify(rawEmail: string, cookie: string | undefined, code: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      const invalid = () => new AppError(400, codeMessages.invalid, "INVALID_CODE");
      const asked = askedBefore(email, cookie);
      if (!asked) throw invalid();
      const tries = await counters.reserve(`login-unlock:${asked.nonce}`, {
        windowMs: CODE_TTL_MS,
        max: CODE_MAX_WRONG_TRIES,
      });
      if (!tries.allowed) throw new AppError(400, codeMessages.tooManyTries, "TOO_MANY_TRIES");
      const user = await findUserByEmail(db, email);
      const expected = Buffer.from(user ? codeFor(user.id, asked) : "no account");
      const given = Buffer.from(code);
      if (!user || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      return devices.issue(user.id);
    },
  };
}

export type LoginUnlock = ReturnType<typeof createLoginUnlock>;
