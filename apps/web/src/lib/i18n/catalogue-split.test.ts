// The frame catalogue (locales/<locale>.json) loads before the first render; the pages' catalogue only
// with a page from the router. So every message that code outside those pages can show must be in
// the frame: this follows the imports from main.tsx (dynamic ones too, but not the router's pages)
// and looks for any catalogue key written in those files.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import enFrame from "./locales/en.json";
import enPages from "./locales/en.pages.json";

const src = fileURLToPath(new URL("../..", import.meta.url));
const router = join(src, "app", "router.tsx");
const frameKeys = new Set(Object.keys(enFrame));
const pageKeys = new Set(Object.keys(enPages));

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("#web/")
    ? join(src, specifier.slice("#web/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function outsidePages(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const code = readFileSync(file, "utf8");
    files.set(file, code);
    const specifiers = [
      ...[...code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]!),
      ...[...code.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)].map((m) => m[1]!),
      // The router's pages wait for the pages' catalogue; anything else loaded later does not.
      ...(file === router ? [] : [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!)),
    ];
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(join(src, "main.tsx"));
  return files;
}

describe("the frame catalogue", () => {
  it("holds every message that code outside the router's pages uses", () => {
    const files = outsidePages();
    expect(files.size).toBeGreaterThan(50);
    const misplaced = [...files].flatMap(([file, code]) =>
      [...code.matchAll(/["']([\w.]+)["']/g)]
        .map((m) => m[1]!)
        .filter((key) => pageKeys.has(key) && !frameKeys.has(key))
        .map((key) => `${key} (${file.slice(src.length)})`),
    );
    expect(misplaced).toEqual([]);
  });
});
