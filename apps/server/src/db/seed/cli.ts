// Seeds the configured database (DATA_DIR or DATABASE_URL) from the command line, e.g. before a benchmark:
//   npm run db:seed            demo catalogue and the institutions (each only if empty)
//   npm run db:seed -- 2000    demo catalogue + 2,000 generated offers
import { loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "../open-configured.ts";
import { migrate } from "../migrate.ts";
import { seedInstitutionsIfEmpty } from "./seed-institutions.ts";
import { seedIfEmpty } from "./seed.ts";
import { insertSyntheticOffers } from "./synthetic.ts";

const extra = Number(process.argv[2] ?? 0);
if (!Number.isInteger(extra) || extra < 0) {
  console.error("Usage: cli.ts [number of generated offers]");
  process.exit(1);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const seeded = await seedIfEmpty(database.db);
  const generated = extra ? await insertSyntheticOffers(database.db, extra) : 0;
  const institutions = await seedInstitutionsIfEmpty(database.db);
  console.log(
    `Seeded ${seeded} catalogue offers, ${generated} generated offers and ${institutions} institutions`,
  );
} finally {
  await database.close();
}
