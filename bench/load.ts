// Overload at 200 connections (issue 15): the built production server on the embedded database, with
// a mixed load (sign-ins, the catalogue, redemptions by verified students) and then redemptions only,
// each for 10 s, each opening 200 new connections at once. Prints latency (p50/p99/max) and status
// counts per path: the aim is no answer slower than 2 s, and errors only as 503 (shed) or 429; and,
// for the mixed load, the share of catalogue reads answered 200 while the sign-ins and redemptions
// flood (issue 31: the cached catalogue is not shed with them).
//
// Each load runs twice: with clients that send again at once after a 503 (as a load tool does), and
// with clients that wait the Retry-After the 503 names (as the web app does, docs/operating.md "Overload").
//
// The client is our own loop over node:http with one keep-alive socket per connection, not
// autocannon: autocannon reports one latency for all paths, and this needs them per path. Each
// connection is one client address (X-Forwarded-For, with TRUST_PROXY on), as 200 people would be.
// `tsx bench/load.ts` runs it alone; BENCH_SERVER=<path> measures another build (e.g. an older one).
import { Agent, request } from "node:http";
import { rmSync } from "node:fs";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { dataDirWithOffers } from "./support/catalogue.ts";
import { seedVerifiedStudents, STUDENT_PASSWORD as PASSWORD } from "./support/students.ts";
import { startProcess } from "../tools/process.ts";

const SERVER = process.env.BENCH_SERVER ?? "apps/server/dist/main.js";
const PORT = 3385;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 200;
const SECONDS = 10;

interface Student {
  email: string;
  address: string;
  cookie: string;
}

/** One verified student per connection, each with an address of its own. */
async function seedStudents(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { emails, offerIds } = await seedVerifiedStudents(database, CONNECTIONS);
    const students = emails.map((email, i) => ({ email, address: `10.0.${i >> 8}.${i & 255}` }));
    return { students, offerIds };
  } finally {
    await database.close();
  }
}

/** One keep-alive socket per connection; each load gets new ones, so it starts with 200 connects. */
let agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Answer {
  status: number;
  ms: number;
  /** When it was sent (performance.now()). */
  sentAt: number;
  cookie?: string | undefined;
  body: string;
  /** Seconds, from a 503's Retry-After. */
  retryAfter: number;
}

function call(
  method: string,
  path: string,
  who: Omit<Student, "cookie"> & { cookie?: string },
  json?: object,
) {
  const body = json ? JSON.stringify(json) : undefined;
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const req = request(
      `${BASE}${path}`,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          "x-forwarded-for": who.address,
          "accept-encoding": "gzip, br",
          ...(who.cookie ? { cookie: who.cookie } : {}),
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = "";
        // Kept only for a failure's message: the body is drained either way.
        res.on("data", (chunk: Buffer) => {
          if (text.length < 2_000) text += chunk.toString();
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            sentAt: started,
            cookie: res.headers["set-cookie"]?.find((c) => c.startsWith("sp_session="))?.split(";")[0],
            body: text,
            retryAfter: Number(res.headers["retry-after"]) || 0,
          }),
        );
      },
    );
    const fail = (status: number) =>
      resolve({ status, ms: performance.now() - started, sentAt: started, body: "", retryAfter: 0 });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => fail(error.message === "timeout" ? -1 : 0));
    req.end(body);
  });
}

type Path = "POST /api/auth/login" | "GET /api/offers" | "POST /api/offers/:id/redeem";
type Results = Map<Path, Answer[]> & { startedAt?: number };

async function runLoad(
  students: Student[],
  offerIds: number[],
  paths: Path[],
  waitsRetryAfter: boolean,
): Promise<Results> {
  agent.destroy();
  agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const results: Results = new Map(paths.map((p) => [p, []]));
  results.startedAt = performance.now();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    students.map(async (student, i) => {
      for (let n = i; performance.now() < until; n += 1) {
        const path = paths[n % paths.length]!;
        let answer: Answer;
        if (path === "GET /api/offers") answer = await call("GET", "/api/offers", student);
        else if (path === "POST /api/auth/login") {
          answer = await call("POST", "/api/auth/login", student, {
            email: student.email,
            password: PASSWORD,
          });
          if (answer.cookie) student.cookie = answer.cookie;
        } else {
          const offerId = offerIds[(n * 7 + i) % offerIds.length]!;
          answer = await call("POST", `/api/offers/${offerId}/redeem`, student);
        }
        results.get(path)!.push(answer);
        // A 429's Retry-After can be minutes (the sign-in limit): no wait outlasts the load.
        const wait = Math.min(answer.retryAfter * 1000, until - performance.now());
        if (waitsRetryAfter && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(title: string, results: Results): void {
  console.log(`${title} (${CONNECTIONS} connections, ${SECONDS} s):`);
  const slow: Answer[] = [];
  for (const [path, answers] of results) {
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    slow.push(...answers.filter((a) => a.ms > 2_000));
    const statuses = new Map<string, number>();
    for (const a of answers) {
      const key = a.status === -1 ? "timeout" : a.status === 0 ? "error" : String(a.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const counts = [...statuses].map(([status, n]) => `${status}: ${n}`).join(", ");
    console.log(
      `  ${path.padEnd(28)} ${String(answers.length).padStart(6)} requests, p50 ${Math.round(percentile(ms, 50))} ms, ` +
        `p99 ${Math.round(percentile(ms, 99))} ms, max ${Math.round(ms.at(-1) ?? 0)} ms (${counts})`,
    );
  }
  // When the slow ones were sent tells a first burst from a sustained overload.
  const sent = slow.map((a) => (a.sentAt - results.startedAt!) / 1000).sort((a, b) => a - b);
  const when = sent.length ? `, sent between ${sent[0]!.toFixed(1)} s and ${sent.at(-1)!.toFixed(1)} s` : "";
  console.log(`  answers slower than 2 s: ${slow.length}${when}`);
  // The cached catalogue must keep answering while sign-ins and redemptions are shed (issue 31).
  const catalogue = results.get("GET /api/offers");
  if (catalogue?.length) {
    const ok = catalogue.filter((a) => a.status === 200).length;
    console.log(
      `  catalogue success rate during the flood: ${((ok / catalogue.length) * 100).toFixed(1)}% ` +
        `of GET /api/offers answered 200 (target >= 95%)`,
    );
  }
}

const dataDir = await dataDirWithOffers(100);
const { students: seeded, offerIds } = await seedStudents(dataDir);
if (offerIds.length === 0) throw new Error("no discount offers to redeem");
const server = await startProcess(
  SERVER,
  { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: undefined, TRUST_PROXY: "true" },
  `${BASE}/api/health`,
);
try {
  // Signed in one by one before the load, so every connection has a session to redeem with.
  const students: Student[] = [];
  for (const s of seeded) {
    const answer = await call("POST", "/api/auth/login", s, { email: s.email, password: PASSWORD });
    if (!answer.cookie) throw new Error(`sign-in for the load answered ${answer.status}: ${answer.body}`);
    students.push({ ...s, cookie: answer.cookie });
  }

  const mixed: Path[] = ["POST /api/auth/login", "GET /api/offers", "POST /api/offers/:id/redeem"];
  const redeem: Path[] = ["POST /api/offers/:id/redeem"];
  for (const [title, paths] of [
    ["Mixed load", mixed],
    ["Redeem only", redeem],
  ] as const) {
    report(`${title}, clients sending again at once`, await runLoad(students, offerIds, paths, false));
    report(`${title}, clients waiting Retry-After`, await runLoad(students, offerIds, paths, true));
  }
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
