// The e-mail outbox (docs/operating.md "E-mail"): mail written with the change that causes it is
// sent by the worker, retried with backoff while the mail server fails, given up after the last try
// (and shown in /api/health), never sent twice by two workers, kept through a crash or a shutdown
// during a send, and never sent when its transaction rolls back.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema.ts";
import { MAX_ATTEMPTS, MAX_RETRY_MS } from "#server/services/mail-outbox/retry.ts";
import { register } from "./helpers/accounts.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { startSilentServer, startSmtpServer } from "./helpers/smtp.ts";
import { createTestDatabase } from "./helpers/test-database.ts";
import { TestClock } from "./helpers/test-clock.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
const later = <T extends { close(): Promise<void> }>(thing: T): T => {
  cleanups.push(() => thing.close());
  return thing;
};

/** The outbox's entry in /api/health; mail trouble degrades it but never makes the process unready. */
const health = async (t: TestApp) => {
  const response = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(response.statusCode).toBe(200);
  return response.json().checks.mail as {
    status: string;
    pending: number;
    dead: number;
    oldestPendingSeconds?: number;
  };
};

const message = (to: string) => ({ to, subject: `For ${to}`, text: "Hello", html: "<p>Hello</p>" });

// Each test starts apps, mail servers and real sends: a generous limit, to catch hangs on a busy machine.
describe("the e-mail outbox", { timeout: 120_000 }, () => {
  it("sends mail right after the commit, without waiting for a poll", async () => {
    const t = later(await buildTestApp());
    const { input } = await register(t);
    // No mail() here: only the wake-up after the commit can send it (the poll is an hour away).
    const deadline = Date.now() + 20_000;
    let sent = false;
    while (!sent && Date.now() < deadline) {
      const listed = await t.app.inject({ method: "GET", url: "/dev/mail.json" });
      sent = (listed.json() as { to: string }[]).some((m) => m.to === input.email);
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent).toBe(true);
  });

  it("retries a temporary failure with growing waits and delivers once; the body is not kept", async () => {
    const smtp = later(await startSmtpServer({ failFirst: 2 }));
    const t = later(await buildTestApp({ mailer: smtp.mailer() }));
    const { input } = await register(t);

    await t.mail();
    expect(smtp.tries).toBe(1);
    expect(await health(t)).toMatchObject({ pending: 1, dead: 0 });
    // Not before the backoff: the first wait is at least 15 s.
    t.clock.advance(14_000);
    await t.mail();
    expect(smtp.tries).toBe(1);
    t.clock.advance(16_000);
    await t.mail();
    expect(smtp.tries).toBe(2);
    // The second wait is longer: at least 30 s.
    t.clock.advance(29_000);
    await t.mail();
    expect(smtp.tries).toBe(2);
    t.clock.advance(31_000);
    await t.mail();
    expect(smtp.tries).toBe(3);

    t.clock.advance(MAX_RETRY_MS * 2);
    await t.mail();
    expect(smtp.delivered.filter((m) => m.to.includes(input.email))).toEqual([
      { to: [input.email], subject: "Welcome to StudentPerks" },
    ]);
    expect(await health(t)).toEqual({ status: "ok", pending: 0, dead: 0 });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(row).toMatchObject({ status: "sent", attempts: 3, text: null, html: null });
  });

  it("gives a message up after its last try and shows it in /api/health", async () => {
    const smtp = later(await startSmtpServer({ failFirst: Infinity, permanent: true }));
    const t = later(await buildTestApp({ mailer: smtp.mailer() }));
    await register(t);
    await t.mail();
    t.clock.advance(90_000);
    expect(await health(t)).toEqual({ status: "ok", pending: 1, dead: 0, oldestPendingSeconds: 90 });
    // Waiting longer than a retry or two should take: mail is stuck, and health says so.
    t.clock.advance(15 * 60_000);
    expect(await health(t)).toMatchObject({ status: "degraded", pending: 1 });

    for (let i = 1; i < MAX_ATTEMPTS + 3; i += 1) {
      t.clock.advance(MAX_RETRY_MS);
      await t.mail();
    }
    expect(smtp.tries).toBe(MAX_ATTEMPTS);
    expect(smtp.delivered).toEqual([]);
    expect(await health(t)).toEqual({ status: "degraded", pending: 0, dead: 1 });
  });

  it("sends nothing when the transaction that wrote the mail rolls back", async () => {
    const t = later(await buildTestApp());
    const queue = t.app.mailWorker.queue;
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.add(tx, message("rolled-back@example.ae"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    queue.wake();
    expect(await t.mail()).toEqual([]);
    expect(await health(t)).toMatchObject({ pending: 0 });
  });

  it("two workers on one database send each message exactly once", async () => {
    const smtp = later(await startSmtpServer());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const clock = new TestClock();
    const first = later(await buildTestApp({ database, clock, mailer: smtp.mailer() }));
    const second = later(await buildTestApp({ database, clock, mailer: smtp.mailer() }));
    const recipients = Array.from({ length: 40 }, (_, i) => `many${i}@example.ae`);
    await first.app.mailWorker.queue.add(database.db, ...recipients.map(message));

    await Promise.all([first.app.mailWorker.sendDue(), second.app.mailWorker.sendDue()]);
    const sent = smtp.delivered.flatMap((m) => m.to).sort();
    expect(sent).toEqual([...recipients].sort());
    expect(await health(first)).toMatchObject({ pending: 0, dead: 0 });
  });

  it("a silent mail server does not hold the shutdown; the message waits for the next start", async () => {
    const silent = later(await startSilentServer());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const t = await buildTestApp({ database, mailer: silent.mailer() });
    const { input } = await register(t);
    await silent.connected; // the send is in flight, waiting for a greeting that never comes

    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5_000);

    // Still in the outbox after the close (read before the next app, whose worker may send at once).
    const waiting = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(waiting.map((row) => row.to)).toEqual([input.email]);
    const next = later(await buildTestApp({ database }));
    const sent = await next.mail();
    expect(sent.filter((m) => m.to === input.email).map((m) => m.subject)).toEqual([
      "Welcome to StudentPerks",
    ]);
  });

  it("a message claimed by a worker that crashed is sent by another once the claim expires", async () => {
    const silent = later(await startSilentServer());
    const smtp = later(await startSmtpServer());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const clock = new TestClock();
    // The first app stands for a process that died mid-send: its claim is never released.
    const crashed = later(await buildTestApp({ database, clock, mailer: silent.mailer() }));
    await crashed.app.mailWorker.queue.add(database.db, message("claimed@example.ae"));
    crashed.app.mailWorker.queue.wake();
    await silent.connected;

    const survivor = later(await buildTestApp({ database, clock, mailer: smtp.mailer() }));
    await survivor.mail();
    expect(smtp.delivered).toEqual([]);
    clock.advance(2 * 60_000 + 1);
    await survivor.mail();
    expect(smtp.delivered.map((m) => m.to)).toEqual([["claimed@example.ae"]]);
  });
});
