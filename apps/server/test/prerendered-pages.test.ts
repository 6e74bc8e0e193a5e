// Public pages as the web build prerendered them: per path and language, the shell for the browser's
// own routes, the 404 page with status 404, PUBLIC_URL put in, the scripts' hashes in the CSP.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helpers/build-test-app.ts";
import { appServingWebDist, makeWebDist, MANIFEST, pageText, SHELL } from "./helpers/web-dist.ts";

const PUBLIC_URL = "https://perks.example";
const t = appServingWebDist(PUBLIC_URL);
const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url, headers: { accept: "text/html,application/xhtml+xml", ...headers } });

describe("prerendered pages", () => {
  it("answer a public path with its page in the visitor's language", async () => {
    const english = await get("/about");
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-type"]).toMatch(/^text\/html/);
    expect(english.body).toContain(pageText("about", "en"));
    expect(english.headers["content-language"]).toBe("en");
    expect(english.headers["cache-control"]).toBe("no-cache");
    expect(english.headers.vary).toContain("Accept-Language");

    const arabicBrowser = await get("/about", { "accept-language": "ar-AE,ar;q=0.9" });
    expect(arabicBrowser.body).toContain(pageText("about", "ar"));
    expect(arabicBrowser.headers["content-language"]).toBe("ar");
    const choseEnglish = await get("/partner", { "accept-language": "ar", cookie: "sp_locale=en" });
    expect(choseEnglish.body).toContain(pageText("partner", "en"));
    const home = await get("/", { cookie: "sp_locale=ar" });
    expect(home.body).toContain(pageText("home", "ar"));
  });

  it("tolerate a trailing slash and ignore the query", async () => {
    for (const url of ["/about/", "/about?utm_source=x", "/about/?a=1"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(pageText("about", "en"));
    }
  });

  it("put PUBLIC_URL in the canonical and Open Graph addresses", async () => {
    const { body } = await get("/about");
    expect(body).not.toContain("__PUBLIC_URL__");
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
    expect(body).toContain(`content="${PUBLIC_URL}/og/site.png"`);
  });

  it("answer the browser's own routes with the shell", async () => {
    for (const url of ["/login", "/dashboard", "/admin", "/admin/offers/3"]) {
      const response = await get(url, { "accept-language": "ar" });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL.replace('lang="en"', 'lang="ar" dir="rtl"'));
    }
  });

  it("answer /index.html with the shell in the visitor's language, to the service worker too", async () => {
    for (const accept of ["text/html", "*/*"]) {
      const response = await get("/index.html", { accept, "accept-language": "ar" });
      expect(response.statusCode, accept).toBe(200);
      expect(response.body, accept).toBe(SHELL.replace('lang="en"', 'lang="ar" dir="rtl"'));
    }
  });

  it("answer an unknown page with the 404 page and status 404, and JSON to anything else", async () => {
    for (const url of ["/no/such/page", "/administrator", "/prerendered/en/about.html"]) {
      const response = await get(url, { "accept-language": "ar" });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body, url).toContain(pageText("not-found", "ar"));
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    }
    const json = await get("/no/such/page", { accept: "application/json" });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    const api = await get("/api/nope");
    expect(api.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    expect((await get("/prerendered/manifest.json", { accept: "*/*" })).statusCode).toBe(404);
  });

  it("allow the pages' inline scripts by hash in the CSP", async () => {
    for (const url of ["/", "/about", "/login", "/nope"]) {
      const csp = String((await get(url)).headers["content-security-policy"]);
      expect(csp, url).toContain(`script-src 'self' ${MANIFEST.scriptHashes[0]}`);
    }
  });

  it("answer a revalidation with 304 per language, and HEAD without a body", async () => {
    const first = await get("/about", { "accept-language": "ar" });
    const etag = String(first.headers.etag);
    const again = await get("/about", { "accept-language": "ar", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const english = await get("/about", { "if-none-match": etag });
    expect(english.statusCode).toBe(200);
    const head = await get("/about", {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBeDefined();
    expect((await get("/nope", {}, "HEAD")).statusCode).toBe(404);
  });

  it("compress pages like every other answer", async () => {
    const response = await get("/about", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });
});

describe("a build without prerendered pages", () => {
  it("still serves the shell for every page", async () => {
    const plain = makeWebDist({ prerendered: false });
    const app = await buildTestApp({ webDistDir: plain });
    try {
      for (const url of ["/", "/about", "/no/such/page"]) {
        const response = await app.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(SHELL.replace('lang="en"', 'lang="en" dir="ltr"'));
      }
    } finally {
      await app.close();
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
