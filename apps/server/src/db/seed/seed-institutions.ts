// Seeds the institutions and their e-mail domains once, on empty tables, under an advisory lock (so
// several processes can start together). From then on the tables are staff's to edit.
import { count, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { institutionDomains, institutions } from "../schema.ts";
import { seedInstitutions } from "./institutions.ts";

const SEED_LOCK = 727_002; // advisory-lock key for "seeding institutions"

/** Returns how many institutions were added (0 when the table already had some). */
export async function seedInstitutionsIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(institutions);
    if ((existing?.n ?? 0) > 0) return 0;
    const rows = await tx
      .insert(institutions)
      .values(
        seedInstitutions.map(({ name, emirate, sharedWithHomeCampus = false }) => ({
          name,
          emirate,
          sharedWithHomeCampus,
        })),
      )
      .returning({ id: institutions.id, name: institutions.name });
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    await tx
      .insert(institutionDomains)
      .values(
        seedInstitutions.flatMap(({ name, domains, legacy = [] }) => [
          ...domains.map((domain) => ({ domain, institutionId: idOf.get(name)!, isLegacy: false })),
          ...legacy.map((domain) => ({ domain, institutionId: idOf.get(name)!, isLegacy: true })),
        ]),
      );
    return rows.length;
  });
}
