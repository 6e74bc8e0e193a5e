// The README and docs/ name files and each other's sections; when a file moves or a section is
// renamed, the reference must follow. This fails on any relative link, heading anchor or backticked
// repo path that leads nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

// Places a backticked path may be written from: the repo, an app or package, or its src/.
const pathBases = [
  "",
  "apps/server",
  "apps/web",
  "packages/contracts",
  "apps/server/src",
  "apps/web/src",
  "packages/contracts/src",
];
// Made by a build or at run time (a `dist/` or `data/` folder, `DATA_DIR`), so absent from a fresh
// checkout; `../` starts an example import.
const notInCheckout = (text: string) => /(^|\/)(dist|data)\//.test(text) || /^(DATA_DIR|\.\.)\//.test(text);
const fileExtension = /\.(ts|tsx|js|mjs|cjs|json|md|css|conf|html|webp|png|svg|sql|yml|yaml)$/;

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name));
  return ["README.md", ...docs];
}

/** The text outside fenced code blocks, whose contents are examples rather than references. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

/** GitHub's anchors for a file's headings (lower case, punctuation dropped, spaces as hyphens). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

function backtickedPaths(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((text) => /^[\w.@-]+(\/[\w.@*-]+)+\/?$/.test(text))
    .filter((text) => text.endsWith("/") || fileExtension.test(text))
    .filter((text) => !notInCheckout(text));
}

/** Whether a path, whose segments may hold `*`, names something that exists under `base`. */
function pathExists(base: string, relative: string): boolean {
  let found = [base];
  for (const segment of relative.split("/").filter(Boolean)) {
    if (!segment.includes("*")) {
      found = found.map((dir) => path.join(dir, segment)).filter((candidate) => existsSync(candidate));
      continue;
    }
    const pattern = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
    found = found
      .filter((dir) => statSync(dir).isDirectory())
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => pattern.test(name))
          .map((name) => path.join(dir, name)),
      );
  }
  return found.length > 0;
}

function deadLinks(file: string): string[] {
  const dead: string[] = [];
  const markdown = readFileSync(path.join(root, file), "utf8");
  for (const link of links(markdown)) {
    if (/^[a-z]+:/i.test(link)) continue;
    const [target = "", anchor] = link.split("#");
    const targetFile = target === "" ? path.join(root, file) : path.resolve(root, path.dirname(file), target);
    if (!existsSync(targetFile)) {
      dead.push(`${file}: link ${link}: no such file`);
    } else if (anchor !== undefined && targetFile.endsWith(".md")) {
      if (!anchorsOf(readFileSync(targetFile, "utf8")).has(anchor))
        dead.push(`${file}: link ${link}: no such section`);
    }
  }
  return dead;
}

function deadPaths(file: string): string[] {
  const markdown = readFileSync(path.join(root, file), "utf8");
  return backtickedPaths(markdown)
    .filter((named) => !pathBases.some((base) => pathExists(path.join(root, base), named)))
    .map((named) => `${file}: \`${named}\` is not in the repo`);
}

describe("documentation references", () => {
  const files = markdownFiles();

  it("reads the README and every document under docs/", () => {
    expect(files).toContain("README.md");
    expect(files).toContain(path.join("docs", "operating.md"));
  });

  it("links only to files and sections that exist", () => {
    expect(files.flatMap(deadLinks)).toEqual([]);
  });

  it("names only repo paths that exist", () => {
    expect(files.flatMap(deadPaths)).toEqual([]);
  });

  it("links every document under docs/ from the README", () => {
    const readmeLinks = links(readFileSync(path.join(root, "README.md"), "utf8")).map(
      (link) => link.split("#")[0],
    );
    const topDocs = files.filter((file) => path.dirname(file) === "docs");
    expect(topDocs.filter((doc) => !readmeLinks.includes(doc))).toEqual([]);
  });
});
