// Both mail transports: SMTP through a real local SMTP server, and the dev outbox pages.
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { join } from "node:path";
import { createDevOutbox } from "#server/services/mailer/dev-outbox.ts";
import { createSmtpMailer } from "#server/services/mailer/smtp.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { register } from "./helpers/accounts.ts";

describe("the SMTP mailer", () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await once(server.server, "listening");
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the app's e-mail through SMTP_URL with MAIL_FROM", async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: "StudentPerks <no-reply@studentperks.test>",
    });
    const t = await buildTestApp({ mailer });
    try {
      const { input } = await register(t);
      await t.mail();
      const mail = received.find((m) => m.to.includes(input.email));
      expect(mail?.from).toBe("no-reply@studentperks.test");
      expect(mail?.raw).toContain("Subject: Welcome to StudentPerks");
      expect(mail?.raw).toContain("Content-Type: text/plain");
      expect(mail?.raw).toContain("Content-Type: text/html");
      // No outbox pages when mail really leaves.
      expect((await t.app.inject({ method: "GET", url: "/dev/mail.json" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("the dev outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("lists messages newest first as JSON and as a page, and shows each HTML body", async () => {
    const first = await register(t);
    t.clock.advance(1000);
    const second = await register(t);
    await t.mail();
    const json = await t.app.inject({ method: "GET", url: "/dev/mail.json" });
    expect(json.statusCode).toBe(200);
    const list = json.json() as { to: string; subject: string; text: string; html: string; sentAt: string }[];
    expect(list.map((m) => m.to)).toEqual([second.input.email, first.input.email]);
    expect(Object.keys(list[0]!).sort()).toEqual(["html", "sentAt", "subject", "text", "to"]);

    const page = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(second.input.email);
    const link = /href="(\/dev\/mail\/[\w-]+)"/.exec(page.body)![1]!;
    const html = await t.app.inject({ method: "GET", url: link });
    expect(html.body).toContain("Welcome, Layla!");
    // An id that cannot be a message's names nothing (a path parameter outside its rule is a 404).
    expect((await t.app.inject({ method: "GET", url: "/dev/mail/..%2Fsecret" })).statusCode).toBe(404);
  });

  it("keeps messages sent in the same millisecond in sending order", async () => {
    const outbox = createDevOutbox({ dir: join(t.dataDir, "same-ms"), clock: t.clock });
    const subjects = Array.from({ length: 20 }, (_, i) => `message ${i}`);
    for (const subject of subjects) await outbox.send({ to: "a@example.ae", subject, text: "", html: "" });
    const listed = await outbox.outbox!.list();
    expect(listed.map((m) => m.subject)).toEqual([...subjects].reverse());
  });

  it("never shows a message half-written: a reader in another process lists while one is being sent", async () => {
    // The e2e suite polls /dev/mail.json while the server writes; a half-written file was a 500.
    const outbox = createDevOutbox({ dir: join(t.dataDir, "while-writing"), clock: t.clock });
    const html = "<p>long</p>".repeat(200_000);
    let sending = true;
    const sends = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        outbox.send({ to: "a@example.ae", subject: `big ${i}`, text: "", html }),
      ),
    ).finally(() => (sending = false));
    while (sending) {
      const listed = await outbox.outbox!.list();
      for (const message of listed) expect(message.html.length).toBe(html.length);
    }
    await sends;
    expect(await outbox.outbox!.list()).toHaveLength(8);
  });

  it("answers only requests whose socket address is this machine", async () => {
    for (const url of ["/dev/mail.json", "/dev/mail", "/dev/mail/anything"]) {
      for (const remoteAddress of ["203.0.113.7", "10.0.0.2", "::ffff:192.168.1.4", "fe80::1"]) {
        const response = await t.app.inject({
          method: "GET",
          url,
          remoteAddress,
          headers: { accept: "*/*" },
        });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
      }
    }
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await t.app.inject({ method: "GET", url: "/dev/mail.json", remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it("is not opened by a forwarded address, even behind a trusted proxy", async () => {
    const proxied = await buildTestApp({ trustProxy: true });
    try {
      for (const forwarded of ["127.0.0.1", "::1", "127.0.0.1, 127.0.0.1", "localhost"]) {
        const response = await proxied.app.inject({
          method: "GET",
          url: "/dev/mail.json",
          remoteAddress: "203.0.113.7",
          headers: { "x-forwarded-for": forwarded, "x-real-ip": "127.0.0.1", host: "localhost" },
        });
        expect(response.statusCode, forwarded).toBe(404);
      }
    } finally {
      await proxied.close();
    }
  });

  it("refuses a loopback socket a proxy forwarded, whichever forwarding header it set", async () => {
    // nginx on port 80 passing to 127.0.0.1:3000: the socket is loopback, the visitor is not.
    const headersOfProxies = [
      { forwarded: "for=203.0.113.7" },
      { "x-forwarded-for": "203.0.113.7" },
      { "x-forwarded-host": "staging.example" },
      { "x-forwarded-proto": "https" },
      { "x-real-ip": "203.0.113.7" },
    ];
    for (const headers of headersOfProxies) {
      for (const url of ["/dev/mail.json", "/dev/mail", "/dev/mail/anything"]) {
        const response = await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers });
        expect(response.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it("answers only a loopback Host or PUBLIC_URL's, so a rebound DNS name cannot read it", async () => {
    const read = (host: string) =>
      t.app.inject({ method: "GET", url: "/dev/mail.json", remoteAddress: "127.0.0.1", headers: { host } });
    for (const host of ["evil.example", "evil.example:3000", "localhost.evil.example", "10.0.0.2:3000"]) {
      expect((await read(host)).statusCode, host).toBe(404);
    }
    for (const host of ["localhost:3000", "LOCALHOST", "127.0.0.1:3000", "[::1]:3000", "127.0.0.1"]) {
      expect((await read(host)).statusCode, host).toBe(200);
    }
    const staging = await buildTestApp({ publicUrl: "http://staging.studentperks.test:8080" });
    try {
      const response = await staging.app.inject({
        method: "GET",
        url: "/dev/mail.json",
        remoteAddress: "127.0.0.1",
        headers: { host: "staging.studentperks.test:8080" },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await staging.close();
    }
  });

  it("is not served in production", async () => {
    const prod = await buildTestApp({ isProduction: true });
    try {
      expect((await prod.app.inject({ method: "GET", url: "/dev/mail.json" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
