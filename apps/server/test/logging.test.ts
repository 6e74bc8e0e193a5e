// What reaches the log: a failing query is logged without the values it carried, and secrets by
// name (passwords, hashes, codes, cookies) are censored wherever they appear.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const account = {
  email: "mariam.logs@example.ae",
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
  firstName: "Mariam",
  lastName: "Haddad",
  phone: "+971501234567",
  role: "student" as const,
  emailMarketing: true,
  whatsappMarketing: false,
};

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: "info", stream },
    extend: (app) => {
      // A bug's worth of failure: an insert that breaks a unique constraint, unhandled.
      app.get("/api/test/insert-twice", async () => {
        await db.insert(users).values(account);
        await db.insert(users).values(account);
        return {};
      });
      app.get("/api/test/log-secrets", async (request) => {
        request.log.info(
          {
            headers: { cookie: "sp_session=abc123", authorization: "Bearer xyz" },
            body: { email: "a@b.ae", password: "hunter2-hunter2", otp: "123456" },
            user: { passwordHash: "$argon2id$secret" },
          },
          "diagnostics",
        );
        return {};
      });
    },
  });
  db = t.database.db;
});
afterAll(() => t.close());

describe("the log", () => {
  it("records a failed insert without the row's values: no hash, e-mail or phone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/insert-twice" });
    expect(response.statusCode).toBe(500);
    const logged = lines.find((line) => line.includes("unhandled error"));
    expect(logged, lines.join("\n")).toBeDefined();
    // Still useful: the kind of failure and the constraint are there.
    expect(logged).toContain("users_email_unique");
    expect(logged).toContain("params: [redacted]");
    for (const secret of [account.passwordHash, "argon2id", account.email, account.phone, "Haddad"]) {
      expect(logged, secret).not.toContain(secret);
    }
  });

  it("censors cookies, authorization, passwords, hashes and codes by name", async () => {
    await t.app.inject({ method: "GET", url: "/api/test/log-secrets" });
    const logged = lines.find((line) => line.includes("diagnostics"))!;
    for (const secret of ["abc123", "Bearer xyz", "hunter2", "123456", "$argon2id$secret"]) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(JSON.parse(logged)).toMatchObject({
      headers: { cookie: "[redacted]", authorization: "[redacted]" },
      body: { email: "a@b.ae", password: "[redacted]", otp: "[redacted]" },
      user: { passwordHash: "[redacted]" },
    });
  });
});
