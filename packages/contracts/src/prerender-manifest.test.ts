import { describe, expect, it } from "vitest";
import { parsePrerenderManifest, type PrerenderManifest } from "./prerender-manifest.ts";

const manifest: PrerenderManifest = {
  pages: { "/": "home", "/about": "about" },
  notFound: "not-found",
  brandPage: "brand",
  appRoutes: ["/login", "/admin/*"],
  scriptHashes: ["'sha256-AbCdEf0123456789+/AbCdEf0123456789AbCdEf01='"],
};
const parse = (json: unknown) => parsePrerenderManifest(json, "manifest.json");

describe("the prerender manifest", () => {
  it("accepts what the build writes", () => {
    expect(parse(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it.each([
    ["a page name that would leave its folder", { pages: { "/x": "../../etc/passwd" } }, "pages"],
    ["a path without its leading slash", { pages: { about: "about" } }, "pages"],
    ["a CSP source that is no hash", { scriptHashes: ["'unsafe-inline'"] }, "scriptHashes"],
    ["a missing 404 page", { notFound: undefined }, "notFound"],
    ["a field it does not know", { extra: true }, "extra"],
  ])("refuses %s, naming the field", (_, change, field) => {
    expect(() => parse({ ...manifest, ...change })).toThrow(field);
    expect(() => parse({ ...manifest, ...change })).toThrow(
      "manifest.json is not a valid prerender manifest",
    );
  });

  it("refuses what is not an object", () => {
    expect(() => parse(null)).toThrow("not a valid prerender manifest");
  });
});
