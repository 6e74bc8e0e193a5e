// Error body every API answer uses (docs/api.md "Errors").
import * as z from "zod";
import { answerText } from "./text.ts";
import { ERROR_CODES, SERVER_BUSY, UNAUTHORIZED_CODES, type ErrorCode } from "./error-codes.ts";

export { ERROR_CODES, SERVER_BUSY, UNAUTHORIZED_CODES, type ErrorCode };

export const errorBodySchema = z.object({
  /** What went wrong, in the request's language (Accept-Language), safe to show. */
  message: answerText(),
  /**
   * Why, for programs: always present. On a 401 clients tell a lost session (SIGNED_OUT: offer login)
   * from a refused sign-in (INVALID_CREDENTIALS); on a 503 SERVER_BUSY says the request was shed with
   * nothing done.
   */
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: answerText(), message: answerText() })).optional(),
  /** With LIMIT_REACHED: when the student may use the offer again (ISO 8601), or null for never. */
  nextEligibleAt: answerText().nullable().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** ok; degraded: working in a reduced way (e.g. counters in memory); down: not working. */
export const HEALTH_STATES = ["ok", "degraded", "down"] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** One dependency's state, with any counts it reports (e.g. mail pending); never hosts or errors. */
export const healthCheckSchema = z
  .object({ status: z.enum(HEALTH_STATES) })
  .catchall(z.union([answerText(), z.number(), z.boolean()]));
export type HealthCheckResult = z.infer<typeof healthCheckSchema>;

/**
 * GET /api/health: `ready` (also the status code, 200 or 503) says whether this process can serve;
 * `status` is the worst state of its dependencies; `database` repeats checks.database.status.
 */
export const healthSchema = z.object({
  status: z.enum(HEALTH_STATES),
  ready: z.boolean(),
  database: z.enum(HEALTH_STATES),
  checks: z.record(answerText(), healthCheckSchema),
  /** When not ready: what is unavailable, in words. */
  message: answerText().optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process answers. */
export const livenessSchema = z.object({ status: z.literal("ok") });
