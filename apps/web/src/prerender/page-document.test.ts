import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildPageDocument, inlineScriptHashes, scriptHash } from "./page-document.ts";

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--page-meta--><title>Site</title><!--/page-meta-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Needs JavaScript.</noscript>
  </body>
</html>`;

const page = buildPageDocument(shell, {
  locale: "ar",
  metaBlock: "<!--page-meta--><title>الصفحة</title><!--/page-meta-->",
  head: ["<script>mark()</script>"],
  preloads: ['<link rel="modulepreload" crossorigin href="/assets/page-x.js">'],
  markup: "<main><h1>مرحبًا</h1></main>",
});

describe("buildPageDocument", () => {
  it("sets the page's language and direction", () => {
    expect(page).toContain('<html lang="ar" dir="rtl">');
  });

  it("puts the page's markup in #root, and drops the shell's no-script notice", () => {
    expect(page).toContain('<div id="root"><main><h1>مرحبًا</h1></main></div>');
    expect(page).not.toContain("<noscript>");
  });

  it("keeps the build's scripts and styles, with the page's head tags", () => {
    expect(page).toContain("<title>الصفحة</title>");
    expect(page).not.toContain("<title>Site</title>");
    expect(page).toContain('src="/assets/index-abc.js"');
    expect(page).toContain('href="/assets/index-abc.css"');
    // The inline script runs before anything paints; the preloads come after the page's own assets.
    expect(page.indexOf("<script>mark()</script>")).toBeLessThan(page.indexOf("<title>"));
    expect(page.indexOf("page-x.js")).toBeGreaterThan(page.indexOf("index-abc.css"));
    expect(page.indexOf("page-x.js")).toBeLessThan(page.indexOf("</head>"));
  });
});

describe("inline script hashes", () => {
  it("are the CSP sources of each inline script's exact text", async () => {
    const digest = createHash("sha256").update("mark()").digest("base64");
    expect(await scriptHash("mark()")).toBe(`'sha256-${digest}'`);
    expect(await scriptHash("mark();")).not.toBe(await scriptHash("mark()"));
  });

  it("cover every inline script once, and no script with a src", async () => {
    const hashes = await inlineScriptHashes([page, page, "<script>other()</script>"]);
    expect(hashes).toEqual([await scriptHash("mark()"), await scriptHash("other()")].sort());
  });
});
