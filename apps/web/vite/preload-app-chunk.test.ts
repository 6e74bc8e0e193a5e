// The shell's module preloads (vite/preload-app-chunk.ts): the app's chunk, imported dynamically by
// the entry, is fetched with the entry rather than after it has run.
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from "vite";
import { describe, expect, it } from "vitest";
import { preloadAppChunk } from "./preload-app-chunk.ts";

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: "chunk",
  fileName,
  imports,
  facadeModuleId,
});

const bundle = {
  "assets/index.js": chunk("assets/index.js", ["assets/runtime.js"], "/repo/apps/web/index.html"),
  "assets/runtime.js": chunk("assets/runtime.js", []),
  "assets/react.js": chunk("assets/react.js", ["assets/runtime.js"]),
  "assets/i18n.js": chunk("assets/i18n.js", ["assets/react.js"]),
  "assets/start-app.js": chunk(
    "assets/start-app.js",
    ["assets/runtime.js", "assets/react.js", "assets/i18n.js"],
    "/repo/apps/web/src/start-app.tsx",
  ),
  "assets/index.css": { type: "asset", fileName: "assets/index.css" },
};

const shell = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>`;

function transform(html: string, withBundle: Record<string, unknown>) {
  const hook = preloadAppChunk().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    bundle: withBundle,
  } as unknown as IndexHtmlTransformContext) as string;
}

describe("the shell's preloads", () => {
  it("add the app's chunk after the chunks it imports, each once, in the form the prerender reads", () => {
    const html = transform(shell, bundle);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    expect(preloads).toEqual([
      "assets/runtime.js",
      "assets/react.js",
      "assets/i18n.js",
      "assets/start-app.js",
    ]);
    expect(html.indexOf("start-app.js")).toBeLessThan(html.indexOf("</head>"));
  });

  it("fail the build when the app has no chunk of its own", () => {
    const { "assets/start-app.js": _app, ...withoutApp } = bundle;
    expect(() => transform(shell, withoutApp)).toThrow(/start-app\.tsx/);
  });
});
