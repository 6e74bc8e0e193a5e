// Files the server ships beside its code (migrations, brand logos and covers, the web build) are found from the
// package root, so the same lookups work from src/ (tsx, vitest) and from the dist/main.js bundle.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@studentperks/server";

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package above ${start}`);
    dir = parent;
  }
}

export const serverRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(serverRoot, "src/db/migrations");
export const brandLogosDir = join(serverRoot, "assets/brand-logos");
export const brandCoversDir = join(serverRoot, "assets/brand-covers");
export const defaultWebDistDir = resolve(serverRoot, "../web/dist");
