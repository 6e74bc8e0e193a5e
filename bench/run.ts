// `npm run bench`: prints the figures the catalogue issue asks for, measured in one run on this machine.
// Expects a fresh production build (the npm script builds first).
import { rmSync } from "node:fs";
import { measureInitialBundle } from "./bundle-size.ts";
import { measureFirstLoad } from "./first-load.ts";
import { auditPublicPages, printAudits, printCalibratedAudits } from "./public-pages.ts";
import { measureSearch } from "./search-responsiveness.ts";
import { measureSignups } from "./signups.ts";
import { dataDirWithOffers } from "./support/catalogue.ts";
import { measure, type LoadResult } from "./support/load.ts";
import { startProcess } from "../tools/process.ts";

const SERVER = "apps/server/dist/main.js";

// `npm run bench -- --scale`: the catalogue at 10,000 offers instead (issue 34; bench/scale.ts).
if (process.argv.includes("--scale")) {
  await import("./scale.ts");
  process.exit(0);
}
const quietServer = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  // Canonical and Open Graph addresses name the origin being measured, as they would in production.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: "warn",
  DATABASE_URL: undefined,
});

async function withServer<T>(offers: number, port: number, work: (base: string) => Promise<T>): Promise<T> {
  const dataDir = await dataDirWithOffers(offers);
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(SERVER, quietServer(port, dataDir), `${base}/api/health`);
  try {
    return await work(base);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bundle = measureInitialBundle("apps/web/dist");
console.log(`Initial load of / (gzip): JS ${bundle.jsGzipKb} KB (target <= 120), CSS ${bundle.cssGzipKb} KB`);

// Measured in the browser per language: English must stay within 3 KB of 116.9 KB (before Arabic came);
// Arabic adds its catalogue chunk, and only Arabic fetches the Arabic font.
for (const load of await withServer(24, 3305, (base) =>
  Promise.all([measureFirstLoad(base, "apps/web/dist", "en"), measureFirstLoad(base, "apps/web/dist", "ar")]),
)) {
  console.log(
    `Home in ${load.locale}, JS before load (gzip): ${load.jsGzipKb} KB in ${load.scripts} files, after load ${load.jsAfterLoadGzipKb} KB; fonts: ${load.fonts.length ? load.fonts.map((f) => f.split("/").pop()).join(", ") : "none"}`,
  );
}

// The machine is shared and noisy, so the two routes are measured in alternation and compared by
// their medians: a slow spell then hits both rather than one.
const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const hello = await startProcess(
  "bench/support/hello-server.mjs",
  { PORT: "3302" },
  "http://127.0.0.1:3302/hello",
);
const { bareRuns, apiRuns } = await withServer(500, 3301, async (base) => {
  const bareRuns: LoadResult[] = [];
  const apiRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await measure("http://127.0.0.1:3302/hello"));
    apiRuns.push(await measure(`${base}/api/offers`, { "accept-encoding": "gzip, deflate, br" }));
  }
  return { bareRuns, apiRuns };
}).finally(() => hello.stop());

const summary = (runs: LoadResult[]) => ({
  requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
});
const bare = summary(bareRuns);
const api = summary(apiRuns);
const ratio = Math.round((api.requestsPerSecond / bare.requestsPerSecond) * 100);
console.log(`Throughput, median of ${ROUNDS} alternating 10 s runs each (wrk, 2 threads, 10 connections):`);
console.log(`Bare Fastify /hello:        ${bare.requestsPerSecond} req/s, p99 ${bare.p99Ms} ms`);
console.log(
  `GET /api/offers (500 offers): ${api.requestsPerSecond} req/s, p99 ${api.p99Ms} ms, non-2xx ${api.non2xx}`,
);
console.log(`Offers / bare throughput:   ${ratio}% (target >= 50%)`);
// The public pages as a student on a phone meets them, with the demo catalogue's 24 offers.
// Not 3306: MySQL and MariaDB listen there, and these machines run MariaDB.
await withServer(24, 3307, async (base) => {
  const audits = await auditPublicPages(base);
  printAudits(audits);
  await printCalibratedAudits(base, ["en"], audits);
});

const search = await withServer(2000, 3303, (base) => measureSearch(base, "desert bloom"));
console.log(
  `Home with 2,000 offers:     first card after ${search.firstCardMs} ms, ${search.cardsRendered} cards rendered; ` +
    `typing: longest task ${search.longestTaskWhileTypingMs} ms, blocking ${search.blockingWhileTypingMs} ms`,
);

// Each sign-up is committed with fsync before it is answered (the embedded database's durability).
const signups = await measureSignups(SERVER, 3304);
console.log(
  `Sign-ups, embedded database: ${signups.signupsPerSecond}/s (8 at a time, fsync at each commit), failed ${signups.failed}`,
);

// Overload: latency and statuses per path, and the catalogue's success rate while sign-ins and
// redemptions flood; then ten cover uploads at once.
await import("./load.ts");
await import("./cover-uploads.ts");
await import("./cluster-throughput.ts");
