// Fails when the Drizzle schema has changes that no migration holds: drizzle-kit generate is run
// against a copy of the migrations folder, and any file it would add means a migration is missing
// (run `npm run db:generate -w @studentperks/server` and commit what it writes).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const server = resolve(import.meta.dirname, "../apps/server");
const migrations = join(server, "src/db/migrations");

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

const copy = mkdtempSync(join(tmpdir(), "studentperks-migrations-"));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(filesIn(copy));
  // drizzle-kit prefixes the folder with "./", so it is given relative; and it exits 0 even when it
  // failed, so its "nothing to migrate" is required in what it prints.
  const output = execFileSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect=postgresql",
      "--schema=./src/db/schema.ts",
      `--out=${relative(server, copy)}`,
    ],
    { cwd: server, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const added = filesIn(copy).filter((file) => !before.has(file));
  if (added.length === 0 && !/No schema changes/i.test(output)) {
    console.error(`drizzle-kit generate did not finish its check:\n${output}`);
    process.exitCode = 1;
  } else if (added.length > 0) {
    console.error(
      `The schema has changes without a migration (drizzle-kit would write ${added.join(", ")}).\n` +
        "Run `npm run db:generate -w @studentperks/server` and commit the migration.",
    );
    process.exitCode = 1;
  } else {
    console.log("Migrations match the schema.");
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
