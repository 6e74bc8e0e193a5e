// The committed migrations as Drizzle's migrator reads them. It applies a journal entry only when its
// `when` is later than the last one a database has applied, so entries must be in the order of their
// file numbers with `when` ascending: a migration merged from another branch with an earlier `when`
// than one already listed after it would be skipped on every database that has the later one. And
// drizzle-kit generates the next migration from the chain of snapshots, each naming the one before.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "../lib/package-paths.ts";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(join(migrationsDir, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};
const numberOf = (tag: string) => Number(tag.slice(0, 4));

describe("the migration journal", () => {
  it("lists every SQL file once, in the order of their numbers, and each entry has its file", () => {
    const files = readdirSync(migrationsDir)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    for (const entry of journal.entries) {
      expect(entry.tag, entry.tag).toMatch(/^\d{4}_[a-z0-9_]+$/);
      expect(entry.idx, entry.tag).toBe(numberOf(entry.tag));
    }
  });

  it("has `when` ascending with the numbers, so no migration is skipped", () => {
    const whens = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < whens.length; i += 1) {
      expect(
        whens[i],
        `${journal.entries[i]!.tag} must come after ${journal.entries[i - 1]!.tag}`,
      ).toBeGreaterThan(whens[i - 1]!);
    }
  });

  it("chains the snapshots: each names the one of the migration before it", () => {
    let previousId: string | null = null;
    for (const entry of journal.entries) {
      const file = join(migrationsDir, `meta/${entry.tag.slice(0, 4)}_snapshot.json`);
      expect(existsSync(file), file).toBe(true);
      const snapshot = JSON.parse(readFileSync(file, "utf8")) as { id: string; prevId: string };
      if (previousId !== null) expect(snapshot.prevId, entry.tag).toBe(previousId);
      previousId = snapshot.id;
    }
  });
});
