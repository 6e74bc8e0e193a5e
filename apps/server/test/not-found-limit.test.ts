// Answers that something is not there are limited per address: a flood of guessed paths, pages or
// API calls, is answered 429 with Retry-After, while the pages that exist keep answering.
import { describe, expect, it } from "vitest";
import { NOT_FOUND_LIMIT } from "#server/modules/public-pages/not-found-limit.ts";
import { newAddress } from "./helpers/accounts.ts";
import { appServingWebDist, pageText } from "./helpers/web-dist.ts";

const t = appServingWebDist("https://perks.example");
const HTML = "text/html,application/xhtml+xml";

const get = (url: string, remoteAddress: string, accept = HTML) =>
  t.app.inject({ method: "GET", url, remoteAddress, headers: { accept } });

/** Asks for `count` different missing things from the address, half pages and half API calls. */
async function flood(remoteAddress: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(
      i % 2 ? await get(`/api/guess-${i}`, remoteAddress, "*/*") : await get(`/guess-${i}`, remoteAddress),
    );
  }
  return answers;
}

describe("the not-found answers", () => {
  it("are limited per address: past the limit a flood gets 429 with Retry-After", async () => {
    const scanner = newAddress();
    const answers = await flood(scanner, NOT_FOUND_LIMIT.max);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([404]));
    expect(answers[0]!.body).toContain(pageText("not-found", "en"));

    for (const next of [await get("/guess-more", scanner), await get("/api/guess-more", scanner, "*/*")]) {
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers["retry-after"])).toBeGreaterThan(0);
      expect(next.json()).toMatchObject({ code: "RATE_LIMITED" });
    }
    // So is a brand no live offer has, which is the 404 page too.
    expect((await get("/brands/no-such-brand", scanner)).statusCode).toBe(429);
  });

  it("leave the pages that exist answering the same address, and other addresses alone", async () => {
    const scanner = newAddress();
    await flood(scanner, NOT_FOUND_LIMIT.max + 1);
    const about = await get("/about", scanner);
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain(pageText("about", "en"));
    expect((await get("/login", scanner)).statusCode).toBe(200);
    expect((await get("/api/health", scanner, "*/*")).statusCode).toBe(200);

    const visitor = newAddress();
    expect((await get("/guess", visitor)).statusCode).toBe(404);
    expect((await get("/api/guess", visitor, "*/*")).statusCode).toBe(404);
  });
});
