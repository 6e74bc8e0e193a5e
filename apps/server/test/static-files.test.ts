// Serving the built web app: cache headers, compression and the SPA fallback, on a temp dist fixture.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
/** The shell as served: its <html> element names the language and direction. */
const shellIn = (lang: "en" | "ar") =>
  INDEX.replace('<html lang="en">', `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
const ENGLISH = shellIn("en");
const SCRIPT = `console.log(${JSON.stringify("StudentPerks ".repeat(400))});`;

let dist: string;
let t: TestApp;
const page = (
  url: string,
  accept = "text/html,application/xhtml+xml",
  headers: Record<string, string> = {},
) => t.app.inject({ method: "GET", url, headers: { accept, ...headers } });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "studentperks-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets/index-AbC123.js"), SCRIPT);
  writeFileSync(join(dist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dist, "manifest.webmanifest"), '{"name":"StudentPerks"}');
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("static files and SPA fallback", () => {
  it("serves index.html at / with no-cache", async () => {
    const response = await page("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(ENGLISH);
  });

  it("serves the shell in the visitor's language: remembered choice first, then Accept-Language", async () => {
    const arabicBrowser = await page("/", undefined, { "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" });
    expect(arabicBrowser.body).toBe(shellIn("ar"));
    expect(arabicBrowser.headers["content-language"]).toBe("ar");
    expect(arabicBrowser.headers.vary).toContain("Accept-Language");
    expect(arabicBrowser.headers.vary).toContain("Cookie");

    const choseEnglish = await page("/login", undefined, { "accept-language": "ar", cookie: "sp_locale=en" });
    expect(choseEnglish.body).toBe(ENGLISH);
    const choseArabic = await page("/dashboard", undefined, {
      "accept-language": "en-GB",
      cookie: "sp_locale=ar",
    });
    expect(choseArabic.body).toBe(shellIn("ar"));
    const otherLanguage = await page("/", undefined, { "accept-language": "fr-FR,de;q=0.5" });
    expect(otherLanguage.body).toBe(ENGLISH);
  });

  it("answers a revalidation of the same language's shell with 304", async () => {
    const first = await page("/", undefined, { "accept-language": "ar" });
    const etag = String(first.headers.etag);
    const again = await page("/", undefined, { "accept-language": "ar", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const english = await page("/", undefined, { "accept-language": "en", "if-none-match": etag });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(ENGLISH);
  });

  it("never serves the shell as a plain file that ignores the language", async () => {
    const response = await page("/index.html", undefined, { "accept-language": "ar" });
    expect(response.body).toBe(shellIn("ar"));
  });

  it("serves the shell at /index.html to the service worker, which accepts anything", async () => {
    const response = await page("/index.html?__WB_REVISION__=abc", "*/*", { "accept-language": "ar" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shellIn("ar"));
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the service worker as a script revalidated at every visit, so a deploy reaches it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(String(response.headers["content-security-policy"])).toContain("worker-src 'self'");
  });

  it("serves the web manifest as such, kept for an hour", async () => {
    const response = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves hashed assets as immutable for a year, compressed when asked", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(SCRIPT);
    const gz = await t.app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it("revalidates unhashed public files", async () => {
    const response = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers client routes with index.html and status 200", async () => {
    for (const url of ["/login", "/anything/deep?x=1", "/dashboard"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(ENGLISH);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("keeps JSON 404s for /api paths, missing assets and non-HTML requests", async () => {
    for (const [url, accept] of [
      ["/api/nope", "text/html"],
      ["/assets/missing-123.js", "*/*"],
      ["/login", "application/json"],
    ] as const) {
      const response = await page(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    }
  });

  it("does not serve the SPA for other methods", async () => {
    const response = await t.app.inject({ method: "POST", url: "/login", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(404);
  });
});
