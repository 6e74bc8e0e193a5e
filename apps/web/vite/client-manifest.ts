// Which of the client build's files a prerendered page needs early, from Vite's build manifest: its
// lazy page chunk (and the chunks it imports), its texts, and for Arabic the font, so hydration does
// not wait on a waterfall of imports and the text does not reflow when the font arrives.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { Manifest } from "vite";

const SHELL = "index.html";

/** A language's own stylesheet (its font), and the font files of its body text and headings. */
const LOCALE_FONTS: Partial<Record<Locale, { css: string; fonts: RegExp }>> = {
  ar: { css: "src/lib/i18n/arabic.css", fonts: /-arabic-(400|700)-normal\.woff2$/ },
};

export function readClientManifest(distDir: string) {
  const dir = join(distDir, ".vite");
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Manifest;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The client build has no ${key}.`);
    return found;
  };

  // A module's chunk and every chunk it imports, in load order.
  const withImports = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const { file, imports = [] } = chunk(key);
    return [...imports.flatMap((imported) => withImports(imported, seen)), file];
  };
  const inShell = new Set(withImports(SHELL));
  const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

  /** The head tags that fetch what the page `name` in `locale` needs before it can hydrate. */
  function preloads(name: string, locale: Locale): string[] {
    const tags: string[] = [];
    const fonts = LOCALE_FONTS[locale];
    if (fonts) {
      const css = chunk(fonts.css).file;
      const files = Object.values(manifest).filter(({ src }) => src !== undefined && fonts.fonts.test(src));
      if (files.length === 0) throw new Error(`The client build has no font matching ${fonts.fonts}.`);
      tags.push(
        ...files.map(
          ({ file }) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
        ),
        `<link rel="stylesheet" crossorigin href="/${css}">`,
        modulePreload(chunk(`catalog:lib/i18n/locales/${locale}`).file),
      );
    }
    // Every page but the home page is its own chunk, and waits for the pages' texts (router.tsx).
    const pageModule = `src/pages/${name}-page.tsx`;
    if (manifest[pageModule]) {
      const files = withImports(pageModule).filter((file) => !inShell.has(file));
      // Long texts in other languages than English are chunks of their own (use-localized-content.ts).
      const localized = (chunk(pageModule).dynamicImports ?? []).filter((key) =>
        key.endsWith(`.${locale}.ts`),
      );
      files.push(
        chunk(`catalog:lib/i18n/locales/${locale}.pages`).file,
        ...localized.map((key) => chunk(key).file),
      );
      tags.push(...files.map(modulePreload));
    }
    return tags;
  }

  return {
    preloads,
    /** The manifest is the build's own business, not something to serve. */
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
