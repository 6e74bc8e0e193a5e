// `npm run bench -- --scale` (issue 34): the catalogue at 40 and at 10,000 live offers, on the embedded
// engine and on PostgreSQL (when one answers at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/scale_bench, emptied first): the catalogue data a phone fetches
// before its first cards (the whole list of the old design, and the front and first page of the new),
// search as typed, a staff change (the event loop's largest delay in every process, and how soon
// another process shows it), the brand page, the offer dialog and a link preview, and the server's
// memory. Expects a fresh production build (the npm script builds first).
import { request } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../apps/server/src/db/client.ts";
import { offers, users } from "../apps/server/src/db/schema.ts";
import { auditMobile } from "./lighthouse.ts";
import { measureSearch } from "./search-responsiveness.ts";
import { fillCatalogue } from "./support/catalogue.ts";
import { seedVerifiedStudents, STUDENT_PASSWORD } from "./support/students.ts";
import { startProcess } from "../tools/process.ts";

const SIZES = [40, 10_000] as const;
const STAFF = { email: "scale-staff@example.ae", password: "Scale-Dunes-4821-Falcon" };
const LOOP_DELAY = pathToFileURL(resolve("bench/support/loop-delay.mjs")).href;
const GC_ON_REQUEST = pathToFileURL(resolve("bench/support/gc-on-request.mjs")).href;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/scale_bench";

type Figures = Record<string, string>;

/** Status and body size of a GET as sent on the wire (no decoding), and how long it took. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    // A new connection each time: a kept-alive one the server closes as it idles would reset the next.
    const call = request(url, { headers, agent: false }, (answer) => {
      let bytes = 0;
      answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
      answer.on("end", () =>
        done({ status: answer.statusCode ?? 0, bytes, ms: performance.now() - started }),
      );
    });
    call.on("error", (error) => fail(new Error(`GET ${url}: ${error.message}`)));
    call.end();
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** p50 and p95 of `count` sequential GETs of the urls (in turn). */
async function latency(urls: string[], count: number): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push((await get(urls[i % urls.length]!)).ms);
  return `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`;
}

/** The catalogue of `size` live offers, a draft to publish during the run, and a staff account. */
async function prepare(database: DatabaseHandle, size: number): Promise<number> {
  await fillCatalogue(database, size);
  const passwordHash = await hash(STAFF.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
  await database.rawRows(`delete from users where email = '${STAFF.email}'`);
  await database.db
    .insert(users)
    .values({ email: STAFF.email, passwordHash, firstName: "Scale", lastName: "Staff", role: "admin" });
  const [draft] = await database.db
    .insert(offers)
    .values({
      title: "Published during the bench",
      description: "An offer staff publish while the bench reads the catalogue.",
      brandName: "Bench Brand",
      businessName: "Bench Brand LLC",
      businessCategory: "other",
      offerType: "discount",
      discountType: "percentage",
      discountValue: 15,
      discountRedemptionGuide: [{ step: 1, instruction: "Show your code at the till." }],
      termsAndConditions: "One use per student.",
      status: "draft",
    })
    .returning({ id: offers.id });
  return draft!.id;
}

interface Server {
  base: string;
  pid: number;
  stop: () => Promise<void>;
  loopFile: string;
}

async function startServer(port: number, env: Record<string, string | undefined>): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const loopFile = join(mkdtempSync(join(tmpdir(), "scale-loop-")), "delay.json");
  const process_ = await startProcess(
    "apps/server/dist/main.js",
    {
      ...env,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      LOOP_DELAY_FILE: loopFile,
      GC_REQUEST_FILE: `${loopFile}.gc`,
      NODE_OPTIONS: `--import=${LOOP_DELAY} --import=${GC_ON_REQUEST} --expose-gc`,
    },
    `${base}/api/health`,
  );
  return { base, loopFile, pid: process_.pid!, stop: process_.stop };
}

/** Starts a new window of a server's event-loop delay (bench/support/loop-delay.mjs). */
async function resetLoopDelay(server: Server): Promise<void> {
  writeFileSync(`${server.loopFile}.reset`, "");
  while (existsSync(`${server.loopFile}.reset`)) await new Promise((done) => setTimeout(done, 20));
}

/** The largest event-loop delay of a server in the current window. */
async function loopDelayOf(server: Server): Promise<number> {
  await new Promise((done) => setTimeout(done, 250));
  return (JSON.parse(readFileSync(server.loopFile, "utf8")) as { maxMs: number }).maxMs;
}

/** The server's RSS and V8 heap in use, in MB, after a full garbage collection (gc-on-request.mjs). */
async function collectedMemoryOf(server: Server): Promise<{ rss: string; heap: string }> {
  writeFileSync(`${server.loopFile}.gc`, "");
  while (existsSync(`${server.loopFile}.gc`)) await new Promise((done) => setTimeout(done, 20));
  const { heapUsed } = JSON.parse(readFileSync(`${server.loopFile}.gc.json`, "utf8")) as { heapUsed: number };
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return { rss: mb(rssOf(server)), heap: mb(heapUsed) };
}

function rssOf(server: Server): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

async function signInAs(base: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${email} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const signIn = (base: string) => signInAs(base, STAFF.email, STAFF.password);

/** Every figure for one engine and size; `other` is a second process on the same database, if any. */
async function measureAt(main: Server, other: Server | null, draftId: number): Promise<Figures> {
  const figures: Figures = {};
  const { base } = main;
  const [front, page] = await Promise.all([
    get(`${base}/api/catalogue/front`, { "accept-encoding": "br" }),
    get(`${base}/api/catalogue`, { "accept-encoding": "br" }),
  ]);
  figures["New: front + first page (br)"] = kb(front.bytes + page.bytes);

  const searches = ["deal #9999", "campus", "رمضان", "karak"].flatMap((word) =>
    [...word].map((_, i) => `${base}/api/catalogue?q=${encodeURIComponent(word.slice(0, i + 1))}`),
  );
  figures["Search as typed (GET /api/catalogue?q=)"] = await latency(searches, 300);

  const ids = (
    (await (await fetch(`${base}/api/catalogue?limit=48&sort=discount`)).json()) as {
      offers: { id: number; brandSlug: string }[];
    }
  ).offers;
  figures["Brand page"] = await latency(
    [...new Set(ids.map((o) => `${base}/api/brands/${o.brandSlug}`))],
    300,
  );
  figures["Offer dialog (GET /api/offers/:id)"] = await latency(
    ids.map((o) => `${base}/api/offers/${o.id}`),
    300,
  );
  figures["Link preview (GET /?offer=id)"] = await latency(
    ids.map((o) => `${base}/?offer=${o.id}`),
    300,
  );
  figures["Server RSS after these"] = `${(rssOf(main) / 1024 / 1024).toFixed(0)} MB`;
  const collected = await collectedMemoryOf(main);
  figures["Server RSS after these, then a full collection"] = collected.rss;
  figures["V8 heap in use after a full collection"] = collected.heap;
  // Last: the whole list, which a client of the old design fetched, costs memory of its own.
  const [whole, wholeGzip] = await Promise.all([
    get(`${base}/api/offers`, { "accept-encoding": "br" }),
    get(`${base}/api/offers`, { "accept-encoding": "gzip" }),
  ]);
  figures["Old: GET /api/offers (br / gzip)"] = `${kb(whole.bytes)} / ${kb(wholeGzip.bytes)}`;
  figures["Server RSS once the whole list was asked for"] = `${(rssOf(main) / 1024 / 1024).toFixed(0)} MB`;

  console.log(`  ${base}: reads measured; now a staff change`);
  // A staff change while readers keep asking: the old design rebuilt everything on it.
  const servers = other ? [main, other] : [main];
  for (const server of servers) await resetLoopDelay(server);
  const cookie = await signIn(base);
  let reading = true;
  const failedReads: string[] = [];
  const read = (url: string, headers?: Record<string, string>) =>
    get(url, headers).catch((error: Error) => void failedReads.push(error.message));
  const readers = servers.map(async (server) => {
    while (reading) {
      await read(`${server.base}/api/catalogue`);
      await read(`${server.base}/api/offers`, { "accept-encoding": "br" });
    }
  });
  try {
    const published = await fetch(`${base}/api/admin/offers/${draftId}/publish`, {
      method: "POST",
      headers: { cookie },
    });
    if (!published.ok) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    const at = performance.now();
    if (other) {
      while ((await get(`${other.base}/api/offers/${draftId}`)).status !== 200) {
        await new Promise((done) => setTimeout(done, 5));
      }
      figures["Another process shows the change after"] = ms(performance.now() - at);
    }
    await new Promise((done) => setTimeout(done, 2000));
  } finally {
    reading = false;
    await Promise.all(readers);
  }
  const delays = await Promise.all(servers.map(loopDelayOf));
  figures["Largest event-loop delay during the change"] = delays.map(ms).join(" / ");
  if (failedReads.length)
    console.log(`  reads that failed during the change: ${failedReads.length}, first: ${failedReads[0]}`);
  return figures;
}

const BULK_STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200_000);
const BULK_EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);

/** Accounts and a year of activity, written in bulk by PostgreSQL itself. */
async function fillActivity(database: DatabaseHandle): Promise<void> {
  await database.rawRows(`insert into users (email, password_hash, first_name, last_name)
    select 'bulk' || g || '@example.ae', 'not-a-hash', 'Bulk', 'Student' from generate_series(1, ${BULK_STUDENTS}) g`);
  const live = `(select array_agg(id) as ids, count(*)::int as n from offers where status = 'published') o`;
  await database.rawRows(`insert into redemptions (offer_id, user_id, code, source, created_at)
    select o.ids[1 + (u.row % o.n)], u.id, 'BULK' || u.row, 'generated', now() - (u.row % 365) * interval '1 day'
    from (select id, row_number() over () as row from users where email like 'bulk%') u, ${live}`);
  // In slices of a million: one statement of ten million holds its roll-up's rows for minutes.
  for (let start = 0; start < BULK_EVENTS; start += 1_000_000) {
    await database.rawRows(`insert into offer_events (offer_id, event_type, created_at)
      select o.ids[1 + (g % o.n)],
        (array['offer_click', 'offer_click', 'offer_click', 'code_copy', 'referral_click'])[1 + g % 5]::offer_event_type,
        now() - (g % 31536000) * interval '1 second'
      from generate_series(${start + 1}, ${Math.min(start + 1_000_000, BULK_EVENTS)}) g, ${live}`);
  }
  // As autovacuum would leave it, before anything is measured: its first pass over ten million new
  // rows otherwise runs during the measurement, on the same two cores.
  await database.rawRows("vacuum analyze");
  // And with the checkpoint its gigabytes of log started done: it otherwise writes during the measurement.
  await database.rawRows("checkpoint");
}

const dubaiDay = (daysAgo: number) =>
  new Date(Date.now() + 4 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Calls per p99 of the dashboard and of redeem: a p99 of 100 moved by tens of percent from run to run.
 * Two groups of students, so the dashboard lists as many codes in both rounds: readers, who hold
 * READER_CODES codes each from the start, and redeemers, who take REDEEMS codes a round between them
 * (under the 60 a minute each may take, one offer each).
 */
const DASHBOARD_CALLS = 1000;
const REDEEMS = 300;
const READER_CODES = 5;
const STUDENTS_PER_GROUP = 10;

interface Students {
  readers: string[];
  redeemers: string[];
  offerIds: number[];
}

/** Signs the students in (once: sign-in is limited per address) and gives each reader their codes. */
async function studentsOf(base: string, emails: string[], offerIds: number[]): Promise<Students> {
  const cookies = await Promise.all(emails.map((email) => signInAs(base, email, STUDENT_PASSWORD)));
  const readers = cookies.slice(0, STUDENTS_PER_GROUP);
  for (const [i, cookie] of readers.entries()) {
    for (const offerId of offerIds.slice(i * READER_CODES, (i + 1) * READER_CODES)) {
      const answer = await fetch(`${base}/api/offers/${offerId}/redeem`, {
        method: "POST",
        headers: { cookie },
      });
      if (!answer.ok) throw new Error(`a reader's redeem answered ${answer.status}`);
    }
  }
  return {
    readers,
    redeemers: cookies.slice(STUDENTS_PER_GROUP),
    offerIds: offerIds.slice(STUDENTS_PER_GROUP * READER_CODES),
  };
}

async function measureAccounts(
  base: string,
  { readers, redeemers, offerIds }: Students,
  round: number,
): Promise<Figures> {
  const figures: Figures = {};
  const staff = await signIn(base);
  const timed = async (calls: (() => Promise<Response>)[]) => {
    const times: number[] = [];
    for (const call of calls) {
      const started = performance.now();
      const answer = await call();
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}`);
      times.push(performance.now() - started);
    }
    return `p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`;
  };
  figures["Dashboard (GET /api/auth/user, /api/redemptions)"] = await timed(
    Array.from(
      { length: DASHBOARD_CALLS },
      (_, i) => () =>
        fetch(`${base}${i % 2 ? "/api/redemptions" : "/api/auth/user"}`, {
          headers: { cookie: readers[i % readers.length]! },
        }),
    ),
  );
  figures["Redeem (POST /api/offers/:id/redeem)"] = await timed(
    Array.from(
      { length: REDEEMS },
      (_, i) => () =>
        fetch(`${base}/api/offers/${offerIds[round * REDEEMS + i]}/redeem`, {
          method: "POST",
          headers: { cookie: redeemers[i % redeemers.length]! },
        }),
    ),
  );
  const insights = (days: number) => () =>
    fetch(`${base}/api/admin/insights?from=${dubaiDay(days - 1)}&to=${dubaiDay(0)}`, {
      headers: { cookie: staff },
    });
  figures["Staff insights, 30 days"] = await timed(Array.from({ length: 5 }, () => insights(30)));
  figures["Staff insights, 366 days"] = await timed(Array.from({ length: 5 }, () => insights(366)));
  figures["Staff lists (offers searched, verifications, audit)"] = await timed(
    Array.from(
      { length: 60 },
      (_, i) => () =>
        fetch(
          `${base}${["/api/admin/offers?q=deal", "/api/admin/verifications", "/api/admin/audit"][i % 3]}`,
          {
            headers: { cookie: staff },
          },
        ),
    ),
  );
  return figures;
}

async function postgresAnswers(): Promise<boolean> {
  const admin = new URL(PG_URL);
  const database = admin.pathname.slice(1);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.href });
  try {
    await client.connect();
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`create database "${database}"`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const results: { engine: string; size: number; figures: Figures }[] = [];
for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), `scale-bench-${size}-`));
  const database = await openDatabase({ dataDir });
  const seeding = performance.now();
  const draft = await prepare(database, size);
  await database.close();
  console.log(`embedded: ${size} offers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const server = await startServer(3541, { DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const figures = await measureAt(server, null, draft);
    // The phone's view of the home page (Lighthouse mobile, simulated slow 4G, 4x CPU).
    const audit = await auditMobile(`${server.base}/`);
    figures["Home page, Lighthouse mobile"] =
      `${audit.score}, LCP ${ms(audit.lcpMs)}, TBT ${ms(audit.tbtMs)}`;
    // Typing a search on a phone (4x slower CPU): the longest main-thread task while the results change.
    const typing = await measureSearch(server.base, "ramadan karak", 4);
    figures["Typing in search (phone, 4× CPU): longest task"] = ms(typing.longestTaskWhileTypingMs);
    results.push({ engine: "embedded", size, figures });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (await postgresAnswers()) {
    const handle = await openDatabase({ databaseUrl: PG_URL });
    const pgDraft = await prepare(handle, size);
    await handle.close();
    const env = { DATABASE_URL: PG_URL, DATA_DIR: mkdtempSync(join(tmpdir(), "scale-pg-")) };
    const [a, b] = [await startServer(3542, env), await startServer(3543, env)];
    try {
      results.push({ engine: "PostgreSQL", size, figures: await measureAt(a, b, pgDraft) });
      if (size === SIZES.at(-1)) {
        const handle = await openDatabase({ databaseUrl: PG_URL });
        const { emails, offerIds } = await seedVerifiedStudents(handle, 2 * STUDENTS_PER_GROUP);
        const students = await studentsOf(a.base, emails, offerIds);
        const empty = await measureAccounts(a.base, students, 0);
        const filling = performance.now();
        await fillActivity(handle);
        await handle.close();
        console.log(
          `PostgreSQL: ${BULK_STUDENTS.toLocaleString("en")} students, ${BULK_EVENTS.toLocaleString("en")} events added in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
        );
        const full = await measureAccounts(a.base, students, 1);
        results.push({ engine: "PostgreSQL accounts", size: 0, figures: empty });
        results.push({ engine: "PostgreSQL accounts", size: BULK_STUDENTS, figures: full });
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }
}

const TARGETS: Record<string, string> = {
  "New: front + first page (br)": "≤ 60 KB",
  "Search as typed (GET /api/catalogue?q=)": "p95 ≤ 150 ms",
  "Brand page": "p95 ≤ 20 ms",
  "Offer dialog (GET /api/offers/:id)": "p95 ≤ 20 ms",
  "Link preview (GET /?offer=id)": "p95 ≤ 20 ms",
  "Largest event-loop delay during the change": "≤ 50 ms",
  "Another process shows the change after": "≤ 1 s",
  "Server RSS after these": "10,000 ≤ 1.5 × 40",
  "Server RSS after these, then a full collection": "10,000 ≤ 1.5 × 40",
  "V8 heap in use after a full collection": "(what the process keeps)",
  "Home page, Lighthouse mobile": "100, LCP ≤ 1.2 s",
  "Typing in search (phone, 4× CPU): longest task": "≤ 50 ms",
  "Dashboard (GET /api/auth/user, /api/redemptions)": "p99 within 10 % of empty",
  "Redeem (POST /api/offers/:id/redeem)": "p99 within 10 % of empty",
  "Staff insights, 30 days": "≤ 1 s",
  "Staff insights, 366 days": "≤ 3 s",
  "Staff lists (offers searched, verifications, audit)": "≤ 200 ms",
};
for (const engine of [...new Set(results.map((r) => r.engine))]) {
  console.log(`\n${engine}`);
  const rows = results.filter((r) => r.engine === engine);
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.figures)))];
  const unit = engine.endsWith("accounts") ? "students + events" : "offers";
  console.log(["figure", "target", ...rows.map((r) => `${r.size.toLocaleString("en")} ${unit}`)].join(" | "));
  for (const name of names) {
    console.log(
      [name, TARGETS[name] ?? "(today's design)", ...rows.map((r) => r.figures[name] ?? "–")].join(" | "),
    );
  }
}
