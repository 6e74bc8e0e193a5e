// GET /metrics (Prometheus) and the request log: who may scrape, what the figures say after real
// requests, and one log line per request carrying the id the client was answered with.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userReference } from "#server/plugins/request-log.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "./helpers/build-test-app.ts";
import { register } from "./helpers/accounts.ts";

const TOKEN = "metrics-token-for-the-tests";
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = (reqId: string) => logged().filter((l) => l.msg === "request" && l.reqId === reqId);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: "info", stream },
    metricsToken: TOKEN,
    extend: (app) => {
      app.get("/api/test/metrics-boom", async () => {
        throw new Error("a bug");
      });
    },
  });
});
afterAll(() => t.close());

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: "GET", url: "/metrics", ...options });

/** The exposition text as samples: `name{labels}` -> value. Throws on a line that does not parse. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    // prom-client writes NaN as "Nan", which Prometheus reads (it ignores the case).
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (-?[0-9.e+-]+|NaN|[+-]Inf)$/i.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

async function samples(): Promise<Map<string, number>> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  return parse(response.body);
}

/** The value of the one sample named `name` whose labels include all of `labels`. */
function value(
  all: Map<string, number>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, v]) => `${key}="${v}"`);
  const found = [...all].filter(
    ([key]) => (key === name || key.startsWith(`${name}{`)) && wanted.every((pair) => key.includes(pair)),
  );
  if (found.length > 1) throw new Error(`several samples match ${name} ${wanted.join(",")}`);
  return found[0]?.[1];
}

describe("GET /metrics", () => {
  it("answers the Prometheus text format to loopback", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(() => parse(response.body)).not.toThrow();
  });

  it("is a 404 to other machines, to a wrong token and to requests a proxy forwarded", async () => {
    const outside = { remoteAddress: "203.0.113.9" };
    expect((await scrape(outside)).statusCode).toBe(404);
    expect(
      (await scrape({ ...outside, headers: { authorization: "Bearer wrong-token-of-some-length" } }))
        .statusCode,
    ).toBe(404);
    expect((await scrape({ headers: { "x-forwarded-for": "203.0.113.9" } })).statusCode).toBe(404);
    // A proxy that sets only one of the other forwarding headers, or a rebound DNS name.
    const proxied: Record<string, string>[] = [
      { "x-real-ip": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { "x-forwarded-proto": "https" },
      { host: "evil.example" },
    ];
    for (const headers of proxied) {
      expect((await scrape({ headers })).statusCode, JSON.stringify(headers)).toBe(404);
    }
    const refused = await scrape(outside);
    expect(refused.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(refused.body).not.toContain("nodejs_");
  });

  it("answers anyone with METRICS_TOKEN as a bearer token", async () => {
    const response = await scrape({
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("studentperks_http_request_duration_seconds");
  });

  it("times requests by route pattern, method and status, never by the raw URL", async () => {
    const histogram = "studentperks_http_request_duration_seconds_count";
    const before = await samples();
    expect((await t.app.inject({ method: "GET", url: "/api/offers" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/brands/no-such-brand-987654" })).statusCode).toBe(
      404,
    );
    const after = await samples();
    const ok = { method: "GET", route: "/api/offers", status_code: "200" };
    expect(value(after, histogram, ok)).toBe((value(before, histogram, ok) ?? 0) + 1);
    expect(
      value(after, histogram, { route: "/api/brands/:slug", status_code: "404" }),
    ).toBeGreaterThanOrEqual(1);
    expect([...after.keys()].some((key) => key.includes("987654"))).toBe(false);
  });

  it("counts sign-ups and the mail they send, and shows the outbox depth", async () => {
    const before = await samples();
    await register(t);
    await t.mail(); // the worker sends the welcome e-mail
    const signedUp = await samples();
    expect(value(signedUp, "studentperks_sign_ups_total")).toBe(
      (value(before, "studentperks_sign_ups_total") ?? 0) + 1,
    );
    expect(value(signedUp, "studentperks_mails_sent_total")).toBeGreaterThanOrEqual(
      (value(before, "studentperks_mails_sent_total") ?? 0) + 1,
    );
    // Written without waking the worker (it polls hourly in tests), so it waits until mail() sends it:
    // the depth is read while it is certainly pending (a woken worker may send before any read).
    await t.app.mailWorker.queue.add(t.database.db, {
      to: "depth@example.ae",
      subject: "Queued",
      text: "queued",
      html: "<p>queued</p>",
    });
    expect(value(await samples(), "studentperks_mail_queue_depth")).toBe(1);
    await t.mail();
    const sent = await samples();
    expect(value(sent, "studentperks_mails_sent_total")).toBe(
      value(signedUp, "studentperks_mails_sent_total")! + 1,
    );
    expect(value(sent, "studentperks_mail_queue_depth")).toBe(0);
    expect(value(sent, "studentperks_mails_failed_total", { outcome: "retry" })).toBe(0);
    expect(value(sent, "studentperks_mails_failed_total", { outcome: "dead" })).toBe(0);
  });

  it("has the event loop lag, the database connections and the business counters", async () => {
    const all = await samples();
    expect(value(all, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(value(all, "studentperks_db_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(value(all, "studentperks_db_connections", { state: "waiting" })).toBeGreaterThanOrEqual(0);
    expect(value(all, "studentperks_redemptions_total", { source: "pool" })).toBe(0);
    expect(value(all, "studentperks_verifications_total", { path: "email_code" })).toBe(0);
    expect(value(all, "studentperks_verifications_total", { path: "document" })).toBe(0);
  });
});

describe("the request log", () => {
  it("writes one line per request with its id, method, route pattern, status and duration", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/brands/no-such-brand-123456" });
    const id = response.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = requestLines(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/brands/:slug",
      status: 404,
      durationMs: expect.any(Number),
    });
    expect(mine[0]).not.toHaveProperty("user");
    expect(JSON.stringify(mine[0])).not.toContain("123456");
    // Fastify's own "incoming request" / "request completed" lines are gone.
    expect(logged().filter((l) => l.reqId === id && l.msg !== "request")).toEqual([]);
  });

  it("refers to a signed-in user by a reference that is neither the id nor the e-mail", async () => {
    const { cookie, user } = await register(t);
    const response = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const [line] = requestLines(response.headers["x-request-id"] as string);
    expect(line).toMatchObject({
      route: "/api/auth/user",
      status: 200,
      user: userReference(TEST_SECRET, user.id),
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain(user.id);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain("sp_session");
  });

  it("keeps a proxy's well-formed X-Request-Id and replaces anything else", async () => {
    const given = "edge-4f1c2a9b7d3e";
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/offers",
      headers: { "x-request-id": given },
    });
    expect(kept.headers["x-request-id"]).toBe(given);
    expect(requestLines(given)).toHaveLength(1);
    const forged = '<script>"level":60</script>';
    const replaced = await t.app.inject({
      method: "GET",
      url: "/api/offers",
      headers: { "x-request-id": forged },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives an error answer and its error log line the same id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/metrics-boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: "INTERNAL" });
    const id = response.headers["x-request-id"] as string;
    const error = logged().find((l) => l.msg === "unhandled error" && l.reqId === id);
    expect(error, lines.join("\n")).toBeDefined();
    expect(requestLines(id)).toMatchObject([{ status: 500, route: "/api/test/metrics-boom" }]);
  });
});
