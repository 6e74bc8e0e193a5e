// A message nobody shows still costs a translator's time and the page's bytes. A key the code names
// but the catalogue lacks is a compile error (MessageKey); this finds the other way round: a key in
// the catalogue that no code names, either whole ("offers.title") or by the start of a key built at
// run time (`offers.rows.${row.id}`).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import enPages from "./locales/en.pages.json";

const web = join(import.meta.dirname, "..", "..", "..");

const consoleDir = join(web, "src", "features", "admin");
const consoleAreas = readdirSync(consoleDir).filter((area) =>
  existsSync(join(consoleDir, area, "messages.en.json")),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted word-like string in the code of `dirs`, and every start of a key built from a template. */
function namedInCode(dirs: string[]): { whole: Set<string>; starts: string[] } {
  const code = dirs
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const whole = new Set([...code.matchAll(/["'`]([\w.-]+)["'`]/g)].map((match) => match[1]!));
  const starts = [...code.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g)].map((match) => match[1]!);
  return { whole, starts };
}

describe("the web app's catalogues", () => {
  it("hold no message that the code never names", () => {
    const unused = unusedKeys(
      [...Object.keys(en), ...Object.keys(enPages)],
      [join(web, "src"), join(web, "vite")],
    );
    expect(unused).toEqual([]);
  });

  // A console area's catalogue is read by its own screens and the console's pages and router; the
  // shared one by any of the console's screens.
  it.each(consoleAreas)("hold no console message (%s) that the area's code never names", (area) => {
    const catalogue = JSON.parse(readFileSync(join(consoleDir, area, "messages.en.json"), "utf8")) as object;
    const readers = [
      area === "shared" ? consoleDir : join(consoleDir, area),
      join(web, "src", "pages", "admin"),
      join(web, "src", "app"),
    ];
    expect(unusedKeys(Object.keys(catalogue), readers)).toEqual([]);
  });

  it("find the console's catalogues", () => {
    expect(consoleAreas).toEqual(expect.arrayContaining(["offers", "shared", "verifications"]));
  });
});

function unusedKeys(keys: string[], dirs: string[]): string[] {
  const { whole, starts } = namedInCode(dirs);
  return keys.filter((key) => !whole.has(key) && !starts.some((start) => key.startsWith(start)));
}
