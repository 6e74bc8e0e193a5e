// Conditional requests and precompressed bodies on GET /api/offers.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers, updateOffer } from "./helpers/offer-fixtures.ts";

let t: TestApp;
const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/offers", headers });

beforeAll(async () => {
  t = await buildTestApp();
  await insertOffers(t.database.db, {}, {}, { title: "Third" });
});
afterAll(() => t.close());

describe("GET /api/offers caching", () => {
  it("sends an ETag, no-cache and Vary", async () => {
    const response = await get();
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it("answers 304 with no body to a matching If-None-Match: exact, strong form, list and *", async () => {
    const etag = (await get()).headers.etag as string;
    const strong = etag.replace(/^W\//, "");
    for (const header of [etag, strong, `"nope", ${etag}`, `W/"a" , ${strong}`, "*"]) {
      const response = await get({ "if-none-match": header });
      expect(response.statusCode, header).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers["content-length"]).toBeUndefined();
      expect(response.headers.etag).toBe(etag);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers 200 to a stale or malformed If-None-Match", async () => {
    for (const header of ['"stale"', "garbage", 'W/"unterminated', ",,,", "W/"]) {
      const response = await get({ "if-none-match": header });
      expect(response.statusCode, header).toBe(200);
      expect(response.json()).toHaveLength(3);
    }
  });

  it("changes the ETag when the catalogue changes, and the old tag no longer matches", async () => {
    const before = await get();
    const etag = before.headers.etag as string;
    const [added] = await insertOffers(t.database.db, { title: "Brand new" });
    const afterInsert = await get({ "if-none-match": etag });
    expect(afterInsert.statusCode).toBe(200);
    expect(afterInsert.headers.etag).not.toBe(etag);
    expect(afterInsert.json().map((o: { title: string }) => o.title)).toContain("Brand new");

    await updateOffer(t.database.db, added!.id, { status: "archived" });
    const afterArchive = await get({ "if-none-match": afterInsert.headers.etag as string });
    expect(afterArchive.statusCode).toBe(200);
    expect(afterArchive.json().map((o: { title: string }) => o.title)).not.toContain("Brand new");
  });

  it("serves gzip and br by Accept-Encoding, decoding to the same JSON", async () => {
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const refused = await get({ "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("answers concurrent requests consistently", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => get()));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  });
});
