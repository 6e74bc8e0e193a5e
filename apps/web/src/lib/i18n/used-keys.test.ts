// A message nobody shows still costs a translator's time and the page's bytes. A key the code names
// but the catalogue lacks is a compile error (MessageKey); this finds the other way round: a key in
// the catalogue that no code names, either whole ("offers.title") or by the start of a key built at
// run time (`offers.rows.${row.id}`).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import enPages from "./locales/en.pages.json";

const web = join(import.meta.dirname, "..", "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted word-like string in the web app's code, and every start of a key built from a template. */
function namedInCode(): { whole: Set<string>; starts: string[] } {
  const code = [...sourceFiles(join(web, "src")), ...sourceFiles(join(web, "vite"))]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const whole = new Set([...code.matchAll(/["'`]([\w.-]+)["'`]/g)].map((match) => match[1]!));
  const starts = [...code.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g)].map((match) => match[1]!);
  return { whole, starts };
}

describe("the web app's catalogues", () => {
  it("hold no message that the code never names", () => {
    const { whole, starts } = namedInCode();
    const unused = [...Object.keys(en), ...Object.keys(enPages)].filter(
      (key) => !whole.has(key) && !starts.some((start) => key.startsWith(start)),
    );
    expect(unused).toEqual([]);
  });
});
