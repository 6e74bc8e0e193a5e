// The single error handler: safe 4xx messages, validation issues, plain 500s logged with the request id.
import { connect } from "node:net";
import { Writable } from "node:stream";
import * as z from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: "error", stream: logStream },
    extend: (app) => {
      app.post(
        "/api/test/echo",
        {
          schema: {
            body: z.object({ email: z.email("Please enter a valid email address"), age: z.number() }),
          },
        },
        async (request) => request.body,
      );
      app.get("/api/test/boom", async () => {
        throw new Error("secret database password leaked in a stack trace");
      });
      app.get("/api/test/conflict", async () => {
        throw new AppError(409, "This offer was already redeemed", "ALREADY_DECIDED");
      });
    },
  });
});
afterAll(() => t.close());

describe("error handler", () => {
  it("answers JSON 404 for unknown /api paths and methods", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/offers"],
      ["GET", "/api"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    }
  });

  it("answers a URL the router cannot read (bad percent-encoding, a parameter too long) with a code", async () => {
    for (const url of ["/api/offers/%C0%AF/redeem", `/api/admin/offers/${"9".repeat(200)}`]) {
      const response = await t.app.inject({ method: "POST", url, headers: { "accept-language": "ar" } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual({ message: "تعذّرت قراءة هذا الطلب.", code: "BAD_REQUEST" });
    }
  });

  it("answers 400 with field issues for a body that fails validation", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "not-an-email", age: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please enter a valid email address",
      code: "INVALID_FIELDS",
      issues: [{ path: "email", message: "Please enter a valid email address" }],
    });
  });

  it("answers 400 for malformed JSON, 413 for a too-large body, 415 for an unknown content type", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "This request could not be read.", code: "BAD_REQUEST" });

    const large = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", age: 1, pad: "x".repeat(1_100_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: "This request is too large.", code: "TOO_LARGE" });

    const xml = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      message: "This type of content is not accepted here.",
      code: "UNSUPPORTED_TYPE",
    });
  });

  it("passes an application 4xx message through", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "This offer was already redeemed", code: "ALREADY_DECIDED" });
  });

  it("hides a thrown error behind a plain 500 and logs it with the request id", async () => {
    logLines.length = 0;
    const response = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error", code: "INTERNAL" });
    expect(response.body).not.toMatch(/secret|stack|at /);
    const logged = logLines.find((line) => line.msg === "unhandled error");
    expect(logged).toBeDefined();
    expect(logged!.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(logged)).toContain("secret database password");
  });
});

describe("requests the HTTP parser cannot read (issue 31)", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Writes `request` to a real socket and reads the answer until the server closes the connection. */
  async function overSocket(request: string) {
    const socket = connect(port, "127.0.0.1");
    let raw = "";
    socket.on("data", (chunk) => (raw += chunk.toString("utf8")));
    await new Promise((resolve) => {
      socket.on("error", () => undefined);
      socket.on("close", resolve);
      socket.write(request);
    });
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    return { statusLine: head.split("\r\n")[0], head: head.toLowerCase(), body: JSON.parse(body) as unknown };
  }

  it("answers headers too large with 431 and the API's error body, in the language asked first", async () => {
    const filler = `X-Filler: ${"a".repeat(20_000)}\r\n`;
    const english = await overSocket(`GET /api/offers HTTP/1.1\r\nHost: x\r\n${filler}\r\n`);
    expect(english.statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(english.head).toContain("content-type: application/json");
    expect(english.body).toEqual({
      message: "The request's headers are too large. Clearing this site's cookies may help.",
      code: "HEADERS_TOO_LARGE",
    });
    const arabic = await overSocket(`GET /api/offers HTTP/1.1\r\nAccept-Language: ar\r\n${filler}\r\n`);
    expect(arabic.body).toMatchObject({ code: "HEADERS_TOO_LARGE" });
    expect((arabic.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers a request that is not HTTP with 400 and the API's error body", async () => {
    const answer = await overSocket("HELLO\r\n\r\n");
    expect(answer.statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(answer.body).toEqual({ message: "This request could not be read.", code: "BAD_REQUEST" });
  });
});
