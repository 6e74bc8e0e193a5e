import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

let dist: string;
let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "studentperks-dist-"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  http = await buildTestApp({ webDistDir: dist });
  https = await buildTestApp({ webDistDir: dist, publicUrl: "https://studentperks.example" });
});
afterAll(async () => {
  await Promise.all([http.close(), https.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: "text/html" };

describe("security headers", () => {
  it("give pages a CSP the SPA can run under and helmet's document headers", async () => {
    for (const url of ["/", "/login", "/no/such/page"]) {
      const response = await http.app.inject({ method: "GET", url, headers: html });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      // The installed app: its manifest and its service worker, from our own origin only.
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("give every API answer, errors included, a policy that lets nothing load or frame it", async () => {
    for (const url of ["/api/offers", "/api/health", "/api/nope"]) {
      const response = await http.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("add HSTS and upgrade-insecure-requests only when served over HTTPS", async () => {
    const page = await https.app.inject({ method: "GET", url: "/", headers: html });
    expect(page.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(String(page.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    const api = await https.app.inject({ method: "GET", url: "/api/offers" });
    expect(api.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
  });
});
