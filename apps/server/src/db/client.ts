// One way to open the database: embedded PGlite by default, PostgreSQL (pg) when DATABASE_URL is set.
// The rest of the code sees only a Drizzle handle and does not care which engine is underneath.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { openDurablePglite } from "./durable-node-fs.ts";
import { shareTurns, turnUsage } from "./fair-pglite.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(fn)` hands to `fn`. It can do all a Db can, so it passes where a Db is asked. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Where a query runs: the handle, or a transaction inside it. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
export type Engine = "pglite" | "postgres";

/** Connections in use and work waiting for one (metrics): PGlite is one connection. */
interface DatabaseUsage {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** A parameterless read straight on the driver: for hot paths where Drizzle's overhead shows. */
  rawRows(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
  /**
   * Subscribes to NOTIFY on a channel where the engine delivers notifications in-process together with
   * the committing statement (PGlite: one process owns the data). Null for PostgreSQL, where other
   * processes write too and readers must ask the database.
   */
  listen: ((channel: string, onPayload: (payload: string) => void) => Promise<void>) | null;
  /** The PostgreSQL pool, for work that needs one session (the migration lock); null on PGlite. */
  pool: pg.Pool | null;
  /** The connections now: the pool's for PostgreSQL, PGlite's single one and the queries queued for it. */
  usage(): DatabaseUsage;
}

export type DatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

function handle(
  db: Db,
  engine: Engine,
  rawRows: DatabaseHandle["rawRows"],
  close: () => Promise<void>,
  usage: DatabaseHandle["usage"],
  listen: DatabaseHandle["listen"] = null,
  pool: pg.Pool | null = null,
): DatabaseHandle {
  return {
    db,
    engine,
    rawRows,
    listen,
    pool,
    usage,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/** Wraps an open PGlite instance (tests pass in-memory clones). */
export function fromPglite(pglite: PGlite): DatabaseHandle {
  const client = shareTurns(pglite);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const rawRows = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    await client.listen(channel, onPayload);
  };
  const usage = () => {
    const turns = turnUsage(client);
    return { total: 1, idle: turns?.busy ? 0 : 1, waiting: turns?.waiting ?? 0 };
  };
  return handle(db, "pglite", rawRows, () => client.close(), usage, listen);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover) is replaced on the next query; without
    // a listener its error would end the process.
    pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const rawRows = async (text: string) => (await pool.query(text)).rows;
    const usage = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const database = handle(db, "postgres", rawRows, () => pool.end(), usage, null, pool);
    await database.ping(); // fail at start, not at the first request
    return database;
  }
  if ("pglite" in options) return fromPglite(options.pglite);
  const dir = join(options.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  // Throws DatabaseInUseError when another process has the directory open.
  const lock = lockDataDir(dir);
  try {
    const database = fromPglite(await openDurablePglite(dir));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
