// How often a password may be guessed (NIST SP 800-63B §5.2.2, OWASP authentication cheat sheet):
// failures are counted per e-mail and client address, and account-wide only as a growing delay and a
// high hourly ceiling, which a browser the account signed in on before (a trusted device) skips. A
// new browser becomes one with a code mailed to the account (login-unlock.ts), so strangers cannot
// lock the owner out. Known and unknown e-mails are counted alike.
import type { AttemptCounters, CounterRule } from "#server/plugins/attempt-counters.ts";
import { tooManyAttempts } from "#server/plugins/rate-limit.ts";
import type { Clock } from "#server/services/clock.ts";

const MINUTE = 60_000;

export const loginRules = {
  /** One e-mail from one client address. */
  perAddress: { windowMs: 15 * MINUTE, max: 10 },
  /** One trusted device, instead of every other rule. */
  perDevice: { windowMs: 15 * MINUTE, max: 10 },
  /** One e-mail, from anywhere: after 20 failures, each one makes the next wait 1, 2, 4 ... 60 s. */
  perAccount: { windowMs: 15 * MINUTE, delayAfter: 20, maxDelayMs: MINUTE },
  /** One e-mail, from anywhere: NIST's ceiling of 100 failures. */
  perAccountHourly: { windowMs: 60 * MINUTE, max: 100 },
} satisfies Record<string, CounterRule>;

const UNKNOWN_BROWSER_REFUSED = {
  code: "ACCOUNT_THROTTLED",
  seconds: "login.throttledSeconds",
  minutes: "login.throttledMinutes",
} as const;

export interface LoginClient {
  address: string;
  /** The id of a trusted device of this account, or null. */
  device: string | null;
}

export interface LoginAttempt {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): Promise<void>;
}

export function createLoginThrottle({ counters, clock }: { counters: AttemptCounters; clock: Clock }) {
  type Reserved = { key: string; windowStart: number };
  const releaseAll = (reserved: Reserved[]) =>
    Promise.all(reserved.map(({ key, windowStart }) => counters.release(key, windowStart)));

  /** Reserves every key, or none: throws a 429 that waits for the last refusal among them. */
  async function reserveAll(
    limits: [string, CounterRule][],
    refusal: Parameters<typeof tooManyAttempts>[1],
    already: Reserved[] = [],
  ): Promise<Reserved[]> {
    const answers = await Promise.all(limits.map(([key, rule]) => counters.reserve(key, rule)));
    const reserved = answers.flatMap((answer, i) =>
      answer.allowed ? [{ key: limits[i]![0], windowStart: answer.windowStart }] : [],
    );
    const retryAt = Math.max(...answers.map((answer) => (answer.allowed ? 0 : answer.retryAt)));
    if (retryAt === 0) return [...already, ...reserved];
    await releaseAll([...already, ...reserved]);
    throw tooManyAttempts((retryAt - clock.now().getTime()) / 1000, refusal);
  }

  return {
    /**
     * Counts the attempt as a failure before the password is checked, so parallel guesses cannot
     * slip past a limit; a 429 when a limit refuses it (and then nothing is counted).
     */
    async begin(email: string, client: LoginClient): Promise<LoginAttempt> {
      let reserved: Reserved[];
      if (client.device) {
        reserved = await reserveAll([[`login:device:${client.device}`, loginRules.perDevice]], undefined);
      } else {
        // Refused here, the browser is told it can become a known one with a code mailed to the account.
        const ceilings = await reserveAll(
          [
            [`login:address:${client.address} ${email}`, loginRules.perAddress],
            [`login:account-hour:${email}`, loginRules.perAccountHourly],
          ],
          UNKNOWN_BROWSER_REFUSED,
        );
        // Last, so an attempt that another limit refuses does not push the account's delay on.
        reserved = await reserveAll(
          [[`login:account:${email}`, loginRules.perAccount]],
          UNKNOWN_BROWSER_REFUSED,
          ceilings,
        );
      }
      return { succeeded: async () => void (await releaseAll(reserved)) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
