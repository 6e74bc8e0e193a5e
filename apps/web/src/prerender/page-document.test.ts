import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  APP_STARTER,
  APP_TAGS_PER_TASK,
  buildPageDocument,
  PAGE_END_ID,
  inlineScriptHashes,
  scriptHash,
} from "./page-document.ts";

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

  it("paints nothing until the whole page is parsed: the head expects the element after #root", () => {
    const expectLink = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
    expect(page.indexOf(expectLink)).toBeGreaterThan(-1);
    expect(page.indexOf(expectLink)).toBeLessThan(page.indexOf("</head>"));
    expect(page).toContain(`</main></div><template id="${PAGE_END_ID}"></template>`);
  });

  it("keeps the build's scripts and styles, with the page's head tags", () => {
    expect(page).toContain("<title>الصفحة</title>");
    expect(page).not.toContain("<title>Site</title>");
    expect(page).toContain('href="/assets/index-abc.css"');
    // The inline script runs before anything paints.
    expect(page.indexOf("<script>mark()</script>")).toBeLessThan(page.indexOf("<title>"));
  });

  it("fetches the app's scripts only once the page has painted: the entry first, then its chunks", () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(list)).toEqual(["/assets/index-abc.js", "/assets/page-x.js"]);
    expect(page).toContain(`<script>${APP_STARTER}</script>`);
    expect(page.indexOf(APP_STARTER)).toBeGreaterThan(page.indexOf("</main>"));
    expect(APP_STARTER).toContain("requestAnimationFrame");
  });
});

describe("the app starter", () => {
  // The starter run against a stand-in for the browser's document and task queue: what it inserts,
  // and in which task.
  function runStarter(urls: string[], visibility: "visible" | "hidden" = "visible") {
    const tasks: (() => void)[] = [];
    const inserts: { task: number; tags: Record<string, string>[] }[] = [];
    let task = 0;
    const fragment = () => ({
      tags: [] as Record<string, string>[],
      appendChild(tag: Record<string, string>) {
        this.tags.push(tag);
      },
    });
    const document = {
      visibilityState: visibility,
      getElementById: (id: string) => (id === "app-scripts" ? { textContent: JSON.stringify(urls) } : null),
      createDocumentFragment: fragment,
      createElement: (name: string) => ({ name }),
      head: { appendChild: (part: ReturnType<typeof fragment>) => inserts.push({ task, tags: part.tags }) },
    };
    const queue = (run: () => void) => void tasks.push(run);
    new Function("document", "requestAnimationFrame", "setTimeout", APP_STARTER)(document, queue, queue);
    const insertedBeforeAnyTask = inserts.length;
    for (; task < tasks.length; task += 1) tasks[task]!();
    return { inserts, insertedBeforeAnyTask };
  }
  const urls = Array.from({ length: 2 * APP_TAGS_PER_TASK + 3 }, (_, i) =>
    i ? `/assets/chunk-${i}.js` : "/assets/index.js",
  );

  it("adds the entry as a module script, then every chunk as a module preload, in order", () => {
    const tags = runStarter(urls).inserts.flatMap((insert) => insert.tags);
    expect(tags[0]).toEqual({ name: "script", type: "module", src: urls[0], crossOrigin: "" });
    expect(tags.slice(1)).toEqual(
      urls.slice(1).map((href) => ({ name: "link", rel: "modulepreload", href, crossOrigin: "" })),
    );
  });

  it("inserts a few tags per task, each batch in a task of its own, after the first paint", () => {
    const { inserts, insertedBeforeAnyTask } = runStarter(urls);
    expect(insertedBeforeAnyTask).toBe(0);
    expect(inserts.map((insert) => insert.tags.length)).toEqual([APP_TAGS_PER_TASK, APP_TAGS_PER_TASK, 3]);
    expect(new Set(inserts.map((insert) => insert.task)).size).toBe(inserts.length);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    expect(runStarter(urls, "hidden").insertedBeforeAnyTask).toBe(1);
  });
});

describe("inline script hashes", () => {
  it("are the CSP sources of each inline script's exact text", async () => {
    const digest = createHash("sha256").update("mark()").digest("base64");
    expect(await scriptHash("mark()")).toBe(`'sha256-${digest}'`);
    expect(await scriptHash("mark();")).not.toBe(await scriptHash("mark()"));
  });

  it("cover every inline script once, and no script with a src or data that never runs", async () => {
    const hashes = await inlineScriptHashes([page, page, "<script>other()</script>"]);
    const scripts = ["mark()", "other()", APP_STARTER];
    expect(hashes).toEqual((await Promise.all(scripts.map(scriptHash))).sort());
  });
});
