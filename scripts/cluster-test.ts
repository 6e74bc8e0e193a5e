// `npm run test:cluster`: two app processes on one PostgreSQL database, one Redis and a local
// S3-compatible store, behind nginx running deploy/nginx.conf (README "Deploying"). Checks, through
// nginx and on each process directly, what an operator relies on when running more than one process.
// Needs nginx, a PostgreSQL server and a Redis server; installs and builds nothing (npm run build first).
// Settings, each database emptied first (give the test ones of its own):
//   CLUSTER_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/cluster_test (made if missing)
//   CLUSTER_REDIS_URL     default redis://127.0.0.1:6379/5
//   CLUSTER_PORT_BASE     default 3800: nginx, the two processes, the S3 and SMTP servers take it and the
//                         next four
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";

const root = resolve(import.meta.dirname, "..");
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/cluster_test";
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/5";
const base = Number(process.env.CLUSTER_PORT_BASE ?? 3800);
const ports = { nginx: base, a: base + 1, b: base + 2, s3: base + 3, smtp: base + 4 };
const publicUrl = `http://127.0.0.1:${ports.nginx}`;
const urls = { nginx: publicUrl, a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };
const BUCKET = "studentperks-cluster";
const PASSWORD = "Falcon-Dunes-2026";

const work = mkdtempSync(join(tmpdir(), "studentperks-cluster-"));
chmodSync(work, 0o755); // nginx's workers (another user when started as root) write their temp files here
const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];
let failures = 0;
let stopping = false;

function check(ok: boolean, label: string, detail = ""): void {
  if (!ok) failures += 1;
  console.log(`${ok ? "✓" : "✗"} ${label}${detail ? ` (${detail})` : ""}`);
}

function fail(message: string): never {
  throw new Error(message);
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM to every child still running (nginx's master then stops its workers), SIGKILL after 5 s. */
async function cleanup(): Promise<void> {
  stopping = true;
  await Promise.all(
    children.filter(running).map(
      (child) =>
        new Promise<void>((done) => {
          const force = setTimeout(() => child.kill("SIGKILL"), 5000);
          child.once("exit", () => {
            clearTimeout(force);
            done();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
  for (const close of closers.splice(0)) await close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping everything`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---- what must be there ---------------------------------------------------------------------------

function requireNginx(): void {
  const probe = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  if (probe.error) fail("nginx is not installed (Debian: apt-get install nginx-light); .ci/run installs it");
}

/**
 * Empties the test's Redis database, so counters left by an earlier run (sign-ups through nginx all
 * come from one address) do not refuse this one.
 */
async function freshRedis(): Promise<void> {
  const { hostname, port, pathname } = new URL(redisUrl);
  const index = Number(pathname.slice(1) || 0);
  const answer = await new Promise<string>((done) => {
    let text = "";
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const timer = setTimeout(() => socket.destroy(new Error("no answer within 2 s")), 2000);
    socket.once("connect", () => socket.write(`SELECT ${index}\r\nFLUSHDB\r\n`));
    socket.on("data", (data) => {
      text += data.toString();
      if (text.split("\r\n").length < 3) return;
      clearTimeout(timer);
      socket.end();
      done(text);
    });
    socket.once("error", (error) => {
      clearTimeout(timer);
      done(error.message);
    });
  });
  if (answer !== "+OK\r\n+OK\r\n") fail(`Redis does not answer at ${redisUrl}: ${answer.trim()}`);
}

/** Empties the test database (made if missing): the two processes start on a fresh schema. */
async function freshDatabase(): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) fail(`CLUSTER_DATABASE_URL must name a database of a-z, 0-9 and _`);
  const server = new URL(databaseUrl);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin
    .connect()
    .catch((error: Error) => fail(`PostgreSQL does not answer at ${server.host}: ${error.message}`));
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public");
  } finally {
    await db.end();
  }
}

// ---- the servers around the app ---------------------------------------------------------------------

interface Mail {
  to: string[];
  raw: string;
}
const mails: Mail[] = [];

async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((done, reject) => {
    server.once("error", reject);
    server.listen(ports.smtp, "127.0.0.1", () => done());
  });
  closers.push(() => new Promise((done) => server.close(() => done())));
}

async function startS3(): Promise<void> {
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: ports.s3,
    silent: true,
    directory: join(work, "s3"),
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  closers.push(() => s3.close());
}

/**
 * The production settings README "Deploying" lists. Production refuses to start without SMTP_URL, so
 * the test gives it a local SMTP server that keeps every message (codes are read from there).
 */
function appEnv(port: number, name: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: join(work, `data-${name}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: "cluster-test-secret-cluster-test-secret",
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
  };
}

const processes: Record<"a" | "b", ChildProcess | null> = { a: null, b: null };

function startApp(name: "a" | "b"): ChildProcess {
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    env: appEnv(ports[name], name),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  child.once("exit", (code, signal) => {
    if (stopping) return;
    if (code !== null && code !== 0) console.error(`process ${name} exited with ${code}\n${errors}`);
    else if (signal && signal !== "SIGKILL") console.error(`process ${name} ended by ${signal}`);
  });
  children.push(child);
  processes[name] = child;
  return child;
}

async function waitForHealth(url: string, child: ChildProcess | null): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
}

function startNginx(): ChildProcess {
  let servers = 0;
  const rendered = readFileSync(join(root, "deploy/nginx.conf"), "utf8")
    .split("\n")
    .map((line) => {
      const marker = /# cluster test: (\w+)/.exec(line)?.[1];
      const indent = /^\s*/.exec(line)![0];
      if (!marker) return line;
      if (marker === "pid") return `${indent}pid ${work}/nginx.pid;`;
      if (marker === "error_log") return `${indent}error_log ${work}/nginx-error.log warn;`;
      if (marker === "access_log") {
        const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
          .map((kind) => `${indent}${kind}_temp_path ${work}/${kind}-temp;`)
          .join("\n");
        return `${indent}access_log ${work}/nginx-access.log;\n${temp}`;
      }
      if (marker === "listen") return `${indent}listen 127.0.0.1:${ports.nginx};`;
      if (marker === "server") {
        servers += 1;
        const port = servers === 1 ? ports.a : ports.b;
        return line.replace(/server \S+/, `server 127.0.0.1:${port}`);
      }
      return fail(`deploy/nginx.conf: unknown marker "${marker}"`);
    })
    .join("\n");
  if (servers !== 2)
    fail(`deploy/nginx.conf: expected 2 upstream servers marked for the test, found ${servers}`);
  const file = join(work, "nginx.conf");
  writeFileSync(file, rendered);
  const syntax = spawnSync("nginx", ["-t", "-q", "-c", file, "-p", work], { encoding: "utf8" });
  if (syntax.status !== 0) fail(`nginx refuses the rendered deploy/nginx.conf:\n${syntax.stderr}`);
  const child = spawn("nginx", ["-c", file, "-p", work, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  child.once("exit", (code) => {
    if (code) console.error(`nginx exited with ${code}\n${errors}`);
  });
  children.push(child);
  return child;
}

// ---- a browser --------------------------------------------------------------------------------------

let people = 0;
function nextAddress(): string {
  people += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${people}`;
}

class Browser {
  cookies = new Map<string, string>();
  constructor(readonly address = nextAddress()) {}

  async call(
    at: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: () => unknown; bytes: Buffer; type: string }> {
    const headers: Record<string, string> = { "x-forwarded-for": this.address, origin: publicUrl };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${at}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (value.join("=") === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      bytes,
      type: response.headers.get("content-type") ?? "",
      json: () => JSON.parse(bytes.toString()) as unknown,
    };
  }
}

let accounts = 0;
async function signUp(at: string): Promise<{ browser: Browser; email: string; status: number }> {
  accounts += 1;
  const browser = new Browser();
  const email = `cluster${accounts}.${Date.now()}@example.ae`;
  const answer = await browser.call(at, "POST", "/api/auth/register", {
    email,
    password: PASSWORD,
    firstName: "Layla",
    lastName: "Haddad",
    phone: "+971 50 123 4567",
    emailMarketing: false,
    whatsappMarketing: false,
  });
  return { browser, email, status: answer.status };
}

/** The six-digit code in the newest message to `to` (quoted-printable or base64 bodies). */
async function codeMailedTo(to: string): Promise<string | null> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = mails.filter((m) => m.to.includes(to)).at(-1);
    if (mail) {
      const decoded = mail.raw
        .split(/\r?\n\r?\n/)
        .map((part) =>
          /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, "base64").toString() : part,
        )
        .join("\n")
        .replace(/=\r?\n/g, "");
      const code = /\b(\d{6})\b/.exec(decoded)?.[1];
      if (code) return code;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return null;
}

/** A signed-up student verified through their Zayed University address, on `at`. */
async function verifiedStudent(at: string): Promise<Browser> {
  const { browser, email, status } = await signUp(at);
  if (status !== 201) fail(`sign-up answered ${status}`);
  const studentEmail = `s${accounts}.${Date.now()}@zu.ac.ae`;
  const sent = await browser.call(at, "POST", "/api/students/verify", {
    email: studentEmail,
    personalEmail: email,
    institution: "zu.ac.ae",
    studentId: null,
  });
  if (sent.status !== 200) fail(`student e-mail submission answered ${sent.status}`);
  const otp = (await codeMailedTo(studentEmail)) ?? fail(`no code reached ${studentEmail}`);
  const verified = await browser.call(at, "POST", "/api/students/verify-otp", {
    email: studentEmail,
    personalEmail: email,
    otp,
  });
  if (verified.status !== 200) fail(`code check answered ${verified.status}`);
  return browser;
}

function staffAccount(email: string): void {
  const made = spawnSync(
    join(root, "node_modules/.bin/tsx"),
    [join(root, "apps/server/src/cli/create-admin.ts"), "--email", email, "--name", "Sara Staff"],
    { env: appEnv(ports.a, "admin"), input: `${PASSWORD}\n`, encoding: "utf8" },
  );
  if (made.status !== 0) fail(`npm run admin:create failed: ${made.stderr}`);
}

// ---- the checks -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!existsSync(join(root, "apps/server/dist/main.js")))
    fail("apps/server/dist is missing: run npm run build");
  requireNginx();
  await freshRedis();
  await freshDatabase();
  await startSmtp();
  await startS3();

  const both = [startApp("a"), startApp("b")];
  const [upA, upB] = await Promise.all([waitForHealth(urls.a, both[0]!), waitForHealth(urls.b, both[1]!)]);
  check(upA && upB, "two processes started at the same moment on a fresh database both come up");
  if (!upA || !upB) return;
  startNginx();
  check(await waitForHealth(urls.nginx, null), "nginx answers /api/health through deploy/nginx.conf");

  // Sessions: stored in PostgreSQL, so a cookie from one process is good on the other and through nginx.
  const signed = await signUp(urls.a);
  const onB = await signed.browser.call(urls.b, "GET", "/api/auth/user");
  const viaNginx = await Promise.all(
    [1, 2].map(() => signed.browser.call(urls.nginx, "GET", "/api/auth/user")),
  );
  check(
    signed.status === 201 && onB.status === 200 && viaNginx.every((answer) => answer.status === 200),
    "signed up on process A, signed in on process B and through nginx",
    `sign-up ${signed.status}, B ${onB.status}, nginx ${viaNginx.map((a) => a.status).join("/")}`,
  );
  const viaProxy = await signUp(urls.nginx);
  const proxiedOnA = await viaProxy.browser.call(urls.a, "GET", "/api/auth/user");
  const proxiedOnB = await viaProxy.browser.call(urls.b, "GET", "/api/auth/user");
  check(
    viaProxy.status === 201 && proxiedOnA.status === 200 && proxiedOnB.status === 200,
    "signed up through nginx, signed in on both processes",
    `sign-up ${viaProxy.status}, A ${proxiedOnA.status}, B ${proxiedOnB.status}`,
  );

  // Rate limits: counted in Redis, so 10 wrong passwords spread over both processes use one allowance.
  const guesser = new Browser();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const at = i % 2 === 0 ? urls.a : urls.b;
    const answer = await guesser.call(at, "POST", "/api/auth/login", {
      email: signed.email,
      password: `Wrong-${i}-pass`,
    });
    statuses.push(answer.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429,
    "10 wrong passwords alternating A and B, the 11th refused with 429 (one count across both)",
    statuses.join(" "),
  );

  // Uploaded files: kept in the bucket, so a logo uploaded through A is served by B and through nginx.
  const form = new FormData();
  form.set("folder", "merchants");
  form.set("fileType", "logo");
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#57cc97" } })
    .png()
    .toBuffer();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const uploaded = await new Browser().call(urls.a, "POST", "/api/upload/logo", form);
  const logoUrl = uploaded.status === 201 ? (uploaded.json() as { url: string }).url : "";
  const logoOnB = logoUrl
    ? await new Browser().call(urls.b, "GET", new URL(logoUrl, publicUrl).pathname)
    : null;
  const logoViaNginx = logoUrl
    ? await new Browser().call(urls.nginx, "GET", new URL(logoUrl, publicUrl).pathname)
    : null;
  check(
    logoOnB?.status === 200 && logoOnB.type === "image/webp" && logoViaNginx?.status === 200,
    "a logo uploaded through A is served by B and through nginx",
    `upload ${uploaded.status}, B ${logoOnB?.status ?? "-"} ${logoOnB?.type ?? ""}, nginx ${logoViaNginx?.status ?? "-"}`,
  );

  // Staff publish on A; B and nginx list the offer within a second.
  const staffEmail = `staff.${Date.now()}@studentperks.test`;
  staffAccount(staffEmail);
  const staff = new Browser();
  const login = await staff.call(urls.nginx, "POST", "/api/auth/login", {
    email: staffEmail,
    password: PASSWORD,
  });
  if (login.status !== 200) fail(`staff login answered ${login.status}`);
  const title = `Cluster offer ${Date.now()}`;
  const created = await staff.call(urls.a, "POST", "/api/admin/offers", {
    title,
    description: "Twenty percent off the whole store for students.",
    brandName: "Dune Outfitters",
    businessName: "Dune Outfitters LLC",
    businessCategory: "fashion",
    logoUrl: "",
    websiteUrl: "https://dune.example",
    offerType: "discount",
    discountType: "percentage",
    discountValue: "20",
    code: "PRESET20",
    referralLink: "",
    expiresOn: "",
    discountRedemptionGuide: [{ instruction: "Show the code at checkout" }],
    generalInfo: "",
    termsAndConditions: "One use per student.",
  });
  if (created.status !== 201)
    fail(`creating an offer answered ${created.status}: ${created.bytes.toString()}`);
  const offerId = (created.json() as { id: number }).id;
  // B lists the catalogue before the change, so a cache it keeps must be told about the publication.
  await new Browser().call(urls.b, "GET", "/api/offers");
  const published = await staff.call(urls.a, "POST", `/api/admin/offers/${offerId}/publish`);
  const publishedAt = Date.now();
  // The machine may be busy, so what counts is when a request that saw the offer was sent: at most a
  // second after the publication was answered.
  const listedAfter = async (at: string): Promise<string | null> => {
    while (Date.now() - publishedAt <= 1000) {
      const sent = Date.now() - publishedAt;
      const list = (await new Browser().call(at, "GET", "/api/offers")).json() as { id: number }[];
      if (list.some((offer) => offer.id === offerId))
        return `a list asked for ${sent} ms after publication, answered after ${Date.now() - publishedAt} ms`;
      await new Promise((done) => setTimeout(done, 20));
    }
    return null;
  };
  const [onBAfter, onNginxAfter] = await Promise.all([listedAfter(urls.b), listedAfter(urls.nginx)]);
  check(
    published.status === 200 && onBAfter !== null && onNginxAfter !== null,
    "an offer published on A is listed by B and through nginx within a second",
    `B: ${onBAfter ?? "not within 1 s"}; nginx: ${onNginxAfter ?? "not within 1 s"}`,
  );

  // A code pool loaded through B, raced by verified students spread over A, B and nginx.
  const pool = Array.from({ length: 6 }, (_, i) => `POOL-${offerId}-${i + 1}`);
  const codesForm = new FormData();
  codesForm.set("file", new Blob([`${pool.join("\n")}\n`], { type: "text/csv" }), "codes.csv");
  const loaded = await staff.call(urls.b, "POST", `/api/admin/offers/${offerId}/codes`, codesForm);
  if (loaded.status !== 200) fail(`loading codes answered ${loaded.status}: ${loaded.bytes.toString()}`);
  const targets = [urls.a, urls.b, urls.nginx];
  const students: Browser[] = [];
  for (let i = 0; i < pool.length; i += 1)
    students.push(await verifiedStudent(i % 2 === 0 ? urls.a : urls.b));
  const redeemed = await Promise.all(
    students.map((student, i) => student.call(targets[i % 3]!, "POST", `/api/offers/${offerId}/redeem`)),
  );
  const codes = redeemed.map((answer) =>
    answer.status === 200 ? (answer.json() as { code: string }).code : "",
  );
  check(
    redeemed.every((answer) => answer.status === 200) &&
      new Set(codes).size === pool.length &&
      codes.every((code) => pool.includes(code)),
    `${pool.length} students racing for a ${pool.length}-code pool over A, B and nginx each get a different pool code`,
    redeemed.map((answer, i) => `${answer.status} ${codes[i]}`).join(", "),
  );

  // One process killed with SIGKILL in the middle of a load of GET /api/offers through nginx.
  const tally = new Map<string, number>();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  let stop = false;
  const loops = Array.from({ length: 4 }, async () => {
    while (!stop) {
      try {
        const response = await fetch(`${urls.nginx}/api/offers`);
        await response.arrayBuffer();
        count(String(response.status));
      } catch {
        count("network error");
      }
    }
  });
  const done = () => [...tally.values()].reduce((sum, n) => sum + n, 0);
  const until = async (enough: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!enough() && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
  };
  await until(() => done() >= 20);
  const before = done();
  processes.b?.kill("SIGKILL");
  await until(() => done() >= before + 40);
  stop = true;
  await Promise.all(loops);
  const total = done();
  const bad = [...tally].filter(([key]) => key !== "200").reduce((sum, [, n]) => sum + n, 0);
  const afterwards = await fetch(`${urls.nginx}/api/health`);
  check(
    bad <= 4 && afterwards.status === 200 && total - before >= 40,
    "B killed with SIGKILL mid-load: nginx keeps answering from A (at most the 4 requests in flight fail)",
    `${total} requests (${before} before the kill): ${[...tally].map(([key, n]) => `${n} × ${key}`).join(", ")}`,
  );
}

const started = Date.now();
try {
  await main();
} catch (error) {
  failures += 1;
  console.log(`✗ ${(error as Error).message}`);
} finally {
  await cleanup();
}
console.log(
  `cluster test: ${failures === 0 ? "passed" : `${failures} failed`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failures === 0 ? 0 : 1);
