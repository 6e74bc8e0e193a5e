// Throughput through nginx (deploy/nginx.conf) with one app process and with two (issue 21), on one
// PostgreSQL, Redis and S3 store as tools/cluster.ts sets them up: GET /api/offers, and a mix of
// sign-ins and redemptions by verified students. Both processes run throughout; one nginx passes to A
// only, another to A and B, and the loads alternate between them so a slow spell on this shared
// machine hits both. Prints requests per second, p50/p99 and statuses, and the 2 : 1 ratio with the
// core count: nginx, PostgreSQL, Redis and this load's own client share those cores with the app.
// Needs nginx, PostgreSQL and Redis (skipped with the reason when one is missing). Settings:
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/cluster_bench (emptied first)
//   BENCH_REDIS_URL     default redis://127.0.0.1:6379/6 (emptied first)
// `tsx bench/cluster-throughput.ts` runs it alone, after npm run build.
import { Agent, request, type RequestOptions } from "node:http";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { Cluster, waitForHealth } from "../tools/cluster.ts";
import { fillCatalogue } from "./support/catalogue.ts";
import { seedVerifiedStudents, STUDENT_PASSWORD } from "./support/students.ts";

const PORT_BASE = 3900;
const ports = { one: PORT_BASE, two: PORT_BASE + 1, a: PORT_BASE + 2, b: PORT_BASE + 3 };
const OFFERS = 500;
const CONNECTIONS = 32;
const STUDENTS = 400;
const SECONDS = 10;
const ROUNDS = 2;
const cores = availableParallelism();

interface Answer {
  status: number;
  ms: number;
  cookie?: string | undefined;
}

/** One request; 0 for a network error. The body is drained, not kept. */
function send(url: string, options: RequestOptions, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { timeout: 30_000, ...options }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          cookie: res.headers["set-cookie"]?.find((c) => c.startsWith("sp_session="))?.split(";")[0],
        }),
      );
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * nginx sets X-Forwarded-For to the address it saw, so each connection comes from an address of its
 * own on the loopback network (127.0.0.0/8), as people would: the per-address sign-in limit then
 * counts each apart. Sign-ins take a new address each, from a range no run reuses.
 */
let nextSignInAddress = 0;
const connectionAddress = (i: number) => `127.0.1.${i + 1}`;
const signInAddress = () => {
  nextSignInAddress += 1;
  return `127.${2 + (nextSignInAddress >> 16)}.${(nextSignInAddress >> 8) & 255}.${nextSignInAddress & 255}`;
};

type Load = "offers" | "login+redeem";

/** CPU seconds used so far by the processes `pids`, and by the whole machine (busy, all cores), from /proc. */
function cpuSeconds(pids: number[]): { apps: number; machine: number } {
  const TICKS = 100; // USER_HZ on Linux
  const apps = pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return sum + Number(fields[11]) + Number(fields[12]); // utime, stime
  }, 0);
  const [, ...times] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = times.map(Number);
  const machine = user! + nice! + system! + irq! + softirq! + steal!;
  return { apps: apps / TICKS, machine: machine / TICKS };
}

async function run(
  base: string,
  load: Load,
  emails: string[],
  offerIds: number[],
  appPids: number[],
  seconds = SECONDS,
) {
  const answers: Answer[] = [];
  const cpuBefore = cpuSeconds(appPids);
  const until = performance.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: connectionAddress(i) });
      try {
        while (performance.now() < until) {
          if (load === "offers") {
            answers.push(await send(`${base}/api/offers`, { agent, headers: { "accept-encoding": "gzip" } }));
            continue;
          }
          turn += 1;
          const body = JSON.stringify({ email: emails[turn % emails.length], password: STUDENT_PASSWORD });
          const login = await send(
            `${base}/api/auth/login`,
            {
              method: "POST",
              localAddress: signInAddress(),
              headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
            },
            body,
          );
          answers.push(login);
          if (!login.cookie) continue;
          const offerId = offerIds[turn % offerIds.length]!;
          answers.push(
            await send(`${base}/api/offers/${offerId}/redeem`, {
              method: "POST",
              agent,
              headers: { cookie: login.cookie },
            }),
          );
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const cpuAfter = cpuSeconds(appPids);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  return {
    perSecond: Math.round(answers.length / seconds),
    p50: Math.round(ms[Math.floor(ms.length * 0.5)] ?? 0),
    p99: Math.round(ms[Math.floor(ms.length * 0.99)] ?? 0),
    statuses,
    /** Share of all cores busy, for the app processes and for the machine as a whole. */
    appCpu: (cpuAfter.apps - cpuBefore.apps) / seconds / cores,
    machineCpu: (cpuAfter.machine - cpuBefore.machine) / seconds / cores,
  };
}

type Result = Awaited<ReturnType<typeof run>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(results: Result[]) {
  const statuses = new Map<number, number>();
  for (const r of results) for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
  return {
    perSecond: median(results.map((r) => r.perSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    appCpu: Math.round(median(results.map((r) => r.appCpu)) * 100),
    machineCpu: Math.round(median(results.map((r) => r.machineCpu)) * 100),
    statuses: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${n} × ${s === 0 ? "network error" : s}`)
      .join(", "),
  };
}

const cluster = new Cluster({
  publicUrl: `http://127.0.0.1:${ports.two}`,
  s3Port: PORT_BASE + 4,
  smtpPort: PORT_BASE + 5,
  databaseUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/cluster_bench",
  redisUrl: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/6",
});
try {
  await cluster.start();
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  let seeded: Awaited<ReturnType<typeof seedVerifiedStudents>>;
  try {
    await fillCatalogue(database, OFFERS);
    seeded = await seedVerifiedStudents(database, STUDENTS);
  } finally {
    await database.close();
  }
  const a = cluster.startApp("a", ports.a);
  const b = cluster.startApp("b", ports.b);
  const up = await Promise.all([
    waitForHealth(`http://127.0.0.1:${ports.a}`, a),
    waitForHealth(`http://127.0.0.1:${ports.b}`, b),
  ]);
  if (!up.every(Boolean)) throw new Error("an app process did not come up");
  cluster.startNginx(ports.one, [ports.a]);
  cluster.startNginx(ports.two, [ports.a, ports.b]);
  const appPids = { 1: [a.pid!], 2: [a.pid!, b.pid!] } as const;
  const behind = { 1: `http://127.0.0.1:${ports.one}`, 2: `http://127.0.0.1:${ports.two}` } as const;
  for (const url of Object.values(behind))
    if (!(await waitForHealth(url, null))) throw new Error(`nginx does not answer at ${url}`);

  console.log(
    `Cluster through nginx (deploy/nginx.conf), ${OFFERS} offers, ${CONNECTIONS} connections, ` +
      `median of ${ROUNDS} alternating ${SECONDS} s runs; ${cores} cores shared by the app processes, ` +
      `nginx, PostgreSQL, Redis and this client:`,
  );
  for (const load of ["offers", "login+redeem"] as const) {
    // A short first run on each warms the processes' caches and nginx's connections to them.
    for (const processes of [1, 2] as const)
      await run(behind[processes], load, seeded.emails, seeded.offerIds, [...appPids[processes]], 2);
    const results: Record<1 | 2, Result[]> = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const processes of [1, 2] as const)
        results[processes].push(
          await run(behind[processes], load, seeded.emails, seeded.offerIds, [...appPids[processes]]),
        );
    }
    const one = summary(results[1]);
    const two = summary(results[2]);
    const title = load === "offers" ? "GET /api/offers" : "POST login, then redeem (each counted)";
    console.log(`  ${title}:`);
    for (const [label, s] of [
      ["1 process ", one],
      ["2 processes", two],
    ] as const)
      console.log(
        `    ${label}: ${s.perSecond} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms (${s.statuses}); ` +
          `cores busy ${s.machineCpu}%, of which the app processes ${s.appCpu}%`,
      );
    console.log(
      `    2 : 1 processes = ${(two.perSecond / one.perSecond).toFixed(2)} (at most ${Math.min(2, cores)} on ${cores} cores)`,
    );
  }
} catch (error) {
  console.log(`Cluster throughput: skipped (${(error as Error).message})`);
} finally {
  await cluster.stop();
}
