// Message catalogues are compiled at build time: `import messages from "virtual:catalog/<file>"`
// (a JSON file of ICU messages under apps/web/src) gives Lingui's compiled form, so the browser gets no
// message parser. The app's language catalogues (lib/i18n/locales/<locale>.json) also take in the
// contracts' catalogue of the same language (validation and error texts the forms show).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { pluralsAsSelects, type Token } from "../src/lib/i18n/plural-selects.ts";

const PREFIX = "virtual:catalog/";
const RESOLVED = "\0catalog:";
// From the URL, not import.meta.dirname: Vite bundles its config (and this file) before running it.
const webDir = fileURLToPath(new URL("..", import.meta.url));
const webSrc = join(webDir, "src");
const contractsMessages = join(webDir, "..", "..", "packages", "contracts", "src", "i18n", "messages");

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

/** The files a catalogue is made of: the named file, and for a pages catalogue the contracts' twin. */
export function catalogueFiles(name: string): string[] {
  const files = [join(webSrc, name)];
  const language = /^lib\/i18n\/locales\/(\w+)\.pages\.json$/.exec(name)?.[1];
  const twin = language && join(contractsMessages, `${language}.json`);
  if (twin && existsSync(twin)) files.push(twin);
  return files;
}

/**
 * ICU messages → Lingui's compiled form, plurals as selects (src/lib/i18n/plural-selects.ts). With
 * `plainText`, a message without placeholders stays a bare string, which Lingui returns as is
 * (smaller; only its development build warns about bare strings).
 */
export function compileCatalogue(
  messages: Record<string, string>,
  source: string,
  plainText: boolean,
): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      const tokens = pluralsAsSelects(compileMessageOrThrow(message) as Token[]);
      compiled[id] = plainText && tokens.length === 1 && typeof tokens[0] === "string" ? tokens[0] : tokens;
    } catch (error) {
      throw new Error(`${source}: message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}

export function compiledCatalogs(options: { plainText: boolean } = { plainText: false }): Plugin {
  return {
    name: "studentperks:compiled-catalogs",
    resolveId(id) {
      // Without ".json", so Vite's own JSON plugin leaves the compiled module alone.
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length).replace(/\.json$/, "") : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const files = catalogueFiles(`${id.slice(RESOLVED.length)}.json`);
      const messages: Record<string, unknown> = {};
      for (const file of files) {
        this.addWatchFile(file);
        Object.assign(messages, compileCatalogue(readCatalogue(file), file, options.plainText));
      }
      // JSON.parse of a string literal is faster to start than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
