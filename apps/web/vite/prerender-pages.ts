// The build's last step: every public page rendered to HTML in every language, with the manifest the
// server serves them by (packages/contracts/src/prerendered-pages.ts). Runs the server bundle that
// vite.config.ts builds from src/entry-server.tsx, over the client build's index.html and manifest.
// (What it needs of the contracts comes through that bundle: Node cannot load their TypeScript here.)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PrerenderManifest } from "@studentperks/contracts/prerendered-pages";
import type * as ServerEntry from "../src/entry-server.tsx";
import { readClientManifest } from "./client-manifest.ts";

export async function prerenderPages(options: { distDir: string; serverEntry: string }): Promise<void> {
  const { distDir } = options;
  const server = (await import(pathToFileURL(options.serverEntry).href)) as typeof ServerEntry;
  const shell = readFileSync(join(distDir, "index.html"), "utf8");
  const chunks = readClientManifest(distDir);
  const outDir = join(distDir, server.PRERENDER_DIR);
  rmSync(outDir, { recursive: true, force: true });

  const pages: [name: string, path: string][] = [
    ...Object.entries(server.publicPages),
    [server.brandPage.name, server.brandPage.path],
    [server.notFoundPage.name, server.notFoundPage.path],
  ];
  const documents: string[] = [];
  for (const locale of server.LOCALES) {
    for (const [name, path] of pages) {
      const isNotFound = name === server.notFoundPage.name;
      const { markup, title, description } = await server.renderPage(path, locale);
      const html = server.buildPageDocument(shell, {
        locale,
        metaBlock: server.pageMetaBlock({
          title,
          description,
          locale,
          ...(isNotFound ? { noIndex: true } : { path }),
        }),
        head: [`<script>${server.sessionMarkScript}</script>`],
        preloads: chunks.preloads(name, locale),
        markup,
      });
      const file = join(outDir, server.prerenderedPageFile(locale, name));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      documents.push(html);
    }
  }

  // The plain shell (signed-in pages) says what the site is, in English like its <html lang>.
  const site = await server.siteMeta("en");
  writeFileSync(
    join(distDir, "index.html"),
    server.replaceMetaBlock(shell, server.pageMetaBlock({ ...site, locale: "en" })),
  );

  // Checked against the schema the server parses it with, so a bad build fails here, not at start-up.
  const manifest = server.parsePrerenderManifest(
    {
      pages: Object.fromEntries(Object.entries(server.publicPages).map(([name, path]) => [path, name])),
      notFound: server.notFoundPage.name,
      brandPage: server.brandPage.name,
      appRoutes: server.appRoutes(),
      scriptHashes: await server.inlineScriptHashes(documents),
    } satisfies PrerenderManifest,
    "The manifest this build made",
  );
  writeFileSync(join(outDir, server.PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  chunks.remove();
}
