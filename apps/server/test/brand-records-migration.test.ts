// Migration 0024 (issue 37) on a database that already has brands, on the engine the run uses: every
// brand becomes a record (name, logo, website, description from its offers), keeps its slug and its
// earlier slugs, and owns its offers; no offer counts as edited.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { migrationsDir } from "#server/lib/package-paths.ts";
import { onDatabase, uniqueName, untilIdle, withClient } from "./helpers/database-template.ts";

const postgresUrl = process.env.DATABASE_URL;
const BEFORE = "0023_redemption_rules";

/** The migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Engine {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function freshEngine(): Promise<Engine> {
  if (!postgresUrl) {
    const pglite = new PGlite();
    const db = drizzlePglite({ client: pglite });
    return {
      query: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => pglite.close(),
    };
  }
  const name = uniqueName("studentperks_migration");
  await withClient(postgresUrl, (client) => client.query(`create database "${name}"`));
  const pool = new pg.Pool({ connectionString: onDatabase(postgresUrl, name), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    query: async (text) => (await pool.query(text)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await withClient(postgresUrl, async (client) => {
        await untilIdle(client, name);
        await client.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("turns every existing brand into a record that owns its offers, keeping slugs, redirects and offers' dates", async () => {
  const engine = await freshEngine();
  try {
    const earlier = migrationsUpTo(BEFORE);
    folders.push(earlier);
    await engine.migrate(earlier);
    const offer = (title: string, brand: string, logo: string | null, site: string | null, updated: string) =>
      `('${title}', 'd', 'About ${brand}', '${brand}', '${brand} LLC', 'other', ${logo ? `'${logo}'` : "null"},
        ${site ? `'${site}'` : "null"}, 'discount', 'published', '2026-01-01', '${updated}', '2026-01-01')`;
    await engine.query(`insert into offers (title, description, business_description, brand_name, business_name,
      business_category, logo_url, website_url, offer_type, status, published_at, updated_at, created_at) values
      ${offer("Old", "Souk Lane", "/brand-logos/old.svg", "https://old.example", "2026-01-02")},
      ${offer("New", "souk  lane", null, "https://new.example", "2026-01-05")},
      ${offer("Other", "Falcon", null, null, "2026-01-03")}`);
    // Staff had changed Falcon's slug: its old one leads to the new.
    await engine.query(`update brands set slug = 'falcon-uae' where key = 'falcon'`);
    await engine.query(`insert into brand_slug_redirects (slug, brand_key) values ('falcon', 'falcon')`);
    const datesBefore = await engine.query(`select id, updated_at from offers order by id`);

    await engine.migrate(migrationsDir);

    const records = await engine.query(
      `select key, slug, name, logo_url, website_url, description from brands order by key`,
    );
    expect(records).toEqual([
      {
        key: "falcon",
        slug: "falcon-uae",
        name: "Falcon",
        logo_url: null,
        website_url: null,
        description: "About Falcon",
      },
      {
        key: "souk lane",
        slug: "souk-lane",
        // The most recently updated offer's spelling and website; the logo of the newest offer that has one.
        name: "souk  lane",
        logo_url: "/brand-logos/old.svg",
        website_url: "https://new.example",
        description: "About souk  lane",
      },
    ]);
    const owned = await engine.query(
      `select o.title, b.key from offers o join brands b on b.id = o.brand_id order by o.id`,
    );
    expect(owned).toEqual([
      { title: "Old", key: "souk lane" },
      { title: "New", key: "souk lane" },
      { title: "Other", key: "falcon" },
    ]);
    expect(await engine.query(`select slug, brand_key from brand_slug_redirects`)).toEqual([
      { slug: "falcon", brand_key: "falcon" },
    ]);
    expect(await engine.query(`select id, updated_at from offers order by id`)).toEqual(datesBefore);

    // A new offer of a known brand joins its record; one of a new brand makes a record.
    await engine.query(`insert into offers (title, description, brand_name, business_name, business_category,
      offer_type) values ('Third', 'd', 'Souk Lane', 'Souk Lane LLC', 'other', 'discount'),
      ('Fresh', 'd', 'Karak House', 'Karak LLC', 'food', 'discount')`);
    expect(
      await engine.query(`select o.title, b.key, b.name from offers o join brands b on b.id = o.brand_id
        where o.title in ('Third', 'Fresh') order by o.id`),
    ).toEqual([
      { title: "Third", key: "souk lane", name: "Souk Lane" },
      { title: "Fresh", key: "karak house", name: "Karak House" },
    ]);
  } finally {
    await engine.close();
  }
});
