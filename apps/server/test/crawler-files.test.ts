// /robots.txt and /sitemap.xml, from PUBLIC_URL and the web build's manifest.
import parser from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { appServingWebDist } from "./helpers/web-dist.ts";

const PUBLIC_URL = "https://perks.example/students";
const t = appServingWebDist(PUBLIC_URL);

describe("crawler files", () => {
  it("robots.txt allows the site, keeps crawlers out of the API, staff and dev pages, names the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/no-cache|max-age=\d+/);
    const lines = response.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /admin",
        "Disallow: /dev/",
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it("sitemap.xml is well-formed and lists the public pages by absolute address, not the 404 page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(parser.validate(response.body)).toBe(true);
    const parsed = parser.parse(response.body) as { urlset: { url: { loc: string }[] } };
    const locs = parsed.urlset.url.map((url) => url.loc).sort();
    expect(locs).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/about`, `${PUBLIC_URL}/partner`]);
    expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(response.body).not.toContain("not-found");
  });
});
