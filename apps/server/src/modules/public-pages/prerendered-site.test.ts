import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PRERENDER_DIR, PRERENDER_MANIFEST_FILE } from "@studentperks/contracts/prerendered-pages";
import { loadPrerenderedSite } from "./prerendered-site.ts";

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

/** A web build whose manifest file holds `text`. */
function buildWithManifest(text: string): string {
  dist = mkdtempSync(join(tmpdir(), "studentperks-manifest-"));
  mkdirSync(join(dist, PRERENDER_DIR));
  writeFileSync(join(dist, PRERENDER_DIR, PRERENDER_MANIFEST_FILE), text);
  return dist;
}

describe("loading the prerendered site", () => {
  it("is nothing for a build without prerendered pages", () => {
    dist = mkdtempSync(join(tmpdir(), "studentperks-manifest-"));
    expect(loadPrerenderedSite(dist, "http://localhost:3000")).toBeNull();
  });

  it("refuses a manifest that is not JSON, saying which file", () => {
    const dir = buildWithManifest("{ pages:");
    expect(() => loadPrerenderedSite(dir, "http://localhost:3000")).toThrow(
      `The web build's ${PRERENDER_DIR}/${PRERENDER_MANIFEST_FILE} is not JSON`,
    );
  });

  it("refuses a malformed manifest, naming the field at fault", () => {
    const manifest = { pages: { "/": "home" }, notFound: "not-found", brandPage: "brand", appRoutes: [] };
    const dir = buildWithManifest(JSON.stringify({ ...manifest, scriptHashes: ["'unsafe-inline'"] }));
    const load = () => loadPrerenderedSite(dir, "http://localhost:3000");
    expect(load).toThrow("is not a valid prerender manifest");
    expect(load).toThrow("scriptHashes");
  });
});
