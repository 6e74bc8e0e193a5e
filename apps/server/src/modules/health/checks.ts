// Health as named checks, one per dependency. A check is required (the process cannot serve without
// it: failing it makes the answer 503, not ready) or not (a failure shows as degraded, still 200).
// Adding a dependency is one entry: checks.mail = { required: false, run: () => outbox.health() }.
// What a check answers is public: a state and counts, never an address or an error text (those go to
// the log, once when the state changes, not on every poll).
import type { FastifyBaseLogger } from "fastify";
import type { Health, HealthCheckResult, HealthState } from "@studentperks/contracts/errors";

export interface HealthCheck {
  /** Whether the process is not ready without it. */
  required: boolean;
  /** The dependency's state; throwing (or taking longer than the budget) counts as down. */
  run(): Promise<HealthCheckResult>;
}

export type HealthChecks = Record<string, HealthCheck>;

/** A check passes when `probe` (a round trip) resolves and is down when it throws. */
export function roundTrip(probe: () => Promise<unknown>): HealthCheck["run"] {
  return async () => {
    await probe();
    return { status: "ok" };
  };
}

/** The longest one check may take: the health answer must come quickly even when a dependency hangs. */
const CHECK_BUDGET_MS = 2_000;
const RANK: Record<HealthState, number> = { ok: 0, degraded: 1, down: 2 };

function withinBudget(check: HealthCheck): Promise<HealthCheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_BUDGET_MS} ms`)), CHECK_BUDGET_MS);
  });
  return Promise.race([check.run(), late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; concurrent callers (load balancers polling together) share one run. */
export function createHealth(checks: HealthChecks, log: FastifyBaseLogger): () => Promise<Health> {
  const last = new Map<string, HealthState>();
  let running: Promise<Health> | null = null;

  const note = (name: string, result: HealthCheckResult, error?: unknown) => {
    const before = last.get(name) ?? "ok";
    last.set(name, result.status);
    if (result.status === before) return;
    if (result.status === "ok") log.info(`health: ${name} is ok again`);
    else if (result.status === "degraded") log.warn({ err: error }, `health: ${name} is degraded`);
    else log.error({ err: error }, `health: ${name} is down`);
  };

  async function runAll(): Promise<Health> {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        let result: HealthCheckResult;
        let error: unknown;
        try {
          result = await withinBudget(check);
        } catch (failure) {
          result = { status: "down" };
          error = failure;
        }
        note(name, result, error);
        return [name, check, result] as const;
      }),
    );
    const unavailable = entries.filter(([, check, r]) => check.required && r.status === "down");
    const worst = entries.reduce<HealthState>(
      (state, [, , r]) => (RANK[r.status] > RANK[state] ? r.status : state),
      "ok",
    );
    const names = unavailable.map(([name]) => name);
    return {
      status: worst,
      ready: names.length === 0,
      database: entries.find(([name]) => name === "database")?.[2].status ?? "ok",
      checks: Object.fromEntries(entries.map(([name, , result]) => [name, result])),
      ...(names.length > 0 ? { message: `${capitalise(names.join(", "))} unavailable` } : {}),
    };
  }

  return () => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
