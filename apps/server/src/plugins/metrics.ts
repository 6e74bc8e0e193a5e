// Prometheus metrics (docs/operating.md "Metrics and logs"): one registry per app (tests build several apps
// in one process), the HTTP request histogram, gauges read at scrape time and the business counters the
// services bump. Each process exposes its own figures at GET /metrics; Prometheus scrapes every process and
// sums them.
import { timingSafeEqual } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { isDirectLocalRequest } from "#server/lib/loopback.ts";
import type { AppCounters } from "#server/services/counters.ts";
import { notFoundBody } from "./errors.ts";

// The counters' shape lives with the services that bump them (services never import plugins).
export { noCounters, type AppCounters } from "#server/services/counters.ts";

const PREFIX = "studentperks_";

interface AppMetrics {
  registry: Registry;
  counters: AppCounters;
  /** Records one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(database: DatabaseHandle): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Process figures, the event loop lag (nodejs_eventloop_lag_seconds) and garbage collection.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time to answer HTTP requests, by method, route pattern and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: `${PREFIX}db_connections`,
    help: "Database connections by state (total, idle) and queries waiting for one (waiting)",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const usage = database.usage();
      this.set({ state: "total" }, usage.total);
      this.set({ state: "idle" }, usage.idle);
      this.set({ state: "waiting" }, usage.waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}mail_queue_depth`,
    help: "E-mails in the outbox waiting to be sent (all processes)",
    registers,
    async collect() {
      // The partial index on pending rows (mail_outbox_due_idx) answers this.
      const [row] = await database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "pending"));
      this.set(row?.n ?? 0);
    },
  });
  const signUps = new Counter({ name: `${PREFIX}sign_ups_total`, help: "Accounts created", registers });
  const redemptions = new Counter({
    name: `${PREFIX}redemptions_total`,
    help: "Discount codes handed out for the first time, by where the code came from",
    labelNames: ["source"] as const,
    registers,
  });
  const verifications = new Counter({
    name: `${PREFIX}verifications_total`,
    help: "Students verified by e-mail code (email_code) and documents submitted for review (document)",
    labelNames: ["path"] as const,
    registers,
  });
  const mailsSent = new Counter({ name: `${PREFIX}mails_sent_total`, help: "E-mails sent", registers });
  const mailsFailed = new Counter({
    name: `${PREFIX}mails_failed_total`,
    help: "E-mail sends that failed: retry (tried again later) or dead (given up)",
    labelNames: ["outcome"] as const,
    registers,
  });
  // Present from the first scrape, at zero, so dashboards and alerts see every series.
  for (const source of ["pool", "preset", "generated"]) redemptions.inc({ source }, 0);
  for (const path of ["email_code", "document"]) verifications.inc({ path }, 0);
  for (const outcome of ["retry", "dead"]) mailsFailed.inc({ outcome }, 0);

  return {
    registry,
    counters: {
      signUp: () => signUps.inc(),
      redemption: (source) => redemptions.inc({ source }),
      verification: (path) => verifications.inc({ path }),
      mailSent: () => mailsSent.inc(),
      mailFailed: (outcome) => mailsFailed.inc({ outcome }),
    },
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a client on this machine that no proxy forwarded (a proxy on the same host
 * would otherwise make every visitor look local), or anyone with METRICS_TOKEN as a bearer token.
 */
function mayReadMetrics(request: FastifyRequest, access: MetricsAccess): boolean {
  const authorization = request.headers.authorization;
  if (access.token && authorization?.startsWith("Bearer ")) {
    return sameToken(authorization.slice("Bearer ".length), access.token);
  }
  return isDirectLocalRequest(request, access.publicUrl);
}

interface MetricsAccess {
  token: string | undefined;
  publicUrl: string;
}

/** Times every answer and serves GET /metrics (404, like any unknown path, to those it refuses). */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, access: MetricsAccess): void {
  app.addHook("onResponse", (request, reply, done) => {
    // The pattern (/api/offers/:id), never the URL itself: ids would make a series each.
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get("/metrics", async (request, reply) => {
    if (!mayReadMetrics(request, access)) return reply.code(404).send(notFoundBody(request));
    const text = await metrics.registry.metrics();
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(text);
  });
}
