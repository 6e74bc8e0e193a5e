// OWASP "device cookies": a browser where an account signed in before carries a token signed with
// the server secret, `<user id>.<nonce>.<HMAC(user id, nonce)>`. Its logins to that account skip the
// account-wide throttle that strangers can set off, so they cannot lock the owner out of it.
import { timingSafeEqual } from "node:crypto";
import { hmac } from "#server/lib/hashing.ts";
import type { Random } from "#server/services/random.ts";

export const DEVICE_COOKIE = "sp_device";
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function createTrustedDevices({ secret, random }: { secret: string; random: Random }) {
  const sign = (userId: string, nonce: string) => hmac(secret, `device:${userId}:${nonce}`);
  return {
    /** A new token for a browser that has just signed in to the account. */
    issue(userId: string): string {
      const nonce = random.token(16);
      return `${userId}.${nonce}.${sign(userId, nonce)}`;
    },

    /** The device's id when the token was issued for this account; null for anything else. */
    recognise(token: string | undefined, userId: string | null): string | null {
      if (!token || !userId || token.length > 200) return null;
      const [tokenUser, nonce, signature, ...rest] = token.split(".");
      if (tokenUser !== userId || !nonce || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(userId, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
