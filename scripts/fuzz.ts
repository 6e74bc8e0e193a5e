// `npm run fuzz -- --runs 10000 [--seed N]`: the API fuzz suite (apps/server/test/fuzz.test.ts) with
// more requests than `npm test` sends. Set DATABASE_URL to run it against PostgreSQL.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "10000" }, seed: { type: "string" } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of requests, e.g. --runs 10000");
  process.exit(2);
}
const env = { ...process.env, FUZZ_RUNS: String(runs), ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const started = Date.now();
const result = spawnSync("npx", ["vitest", "run", "--project", "api", "apps/server/test/fuzz.test.ts"], {
  stdio: "inherit",
  env,
});
const seconds = Math.round((Date.now() - started) / 1000);
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `fuzz: ${runs} requests on ${engine}, ${seconds} s, ${result.status === 0 ? "no 5xx" : "FAILED"}`,
);
process.exit(result.status ?? 1);
