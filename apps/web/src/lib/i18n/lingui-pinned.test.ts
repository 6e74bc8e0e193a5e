// The plural rewrite (plural-values.ts, plural-selects.ts) reads the token shape of Lingui's compiled
// messages, which Lingui does not promise to keep between releases: every package that depends on
// @lingui/* names one exact version, so an upgrade is a choice made with these tests, not a surprise.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..", "..", "..");
const manifests = [
  "package.json",
  "apps/web/package.json",
  "apps/server/package.json",
  "packages/contracts/package.json",
];

describe("Lingui's version", () => {
  it("is pinned exactly wherever it is a dependency", () => {
    const ranges: string[] = [];
    for (const file of manifests) {
      const manifest = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
      for (const field of ["dependencies", "devDependencies", "peerDependencies"]) {
        const deps = (manifest[field] ?? {}) as Record<string, string>;
        for (const [name, version] of Object.entries(deps)) {
          if (name.startsWith("@lingui/") && !/^\d+\.\d+\.\d+$/.test(version)) {
            ranges.push(`${file} ${field} ${name}@${version}`);
          }
        }
      }
    }
    expect(ranges).toEqual([]);
  });
});
