// `npm run test:cluster`: two app processes on one PostgreSQL database, one Redis and a local S3-compatible
// store, behind nginx running deploy/nginx.conf (docs/operating.md "Deploying"); tools/cluster.ts sets them
// up. Checks, through nginx and on each process directly, what an operator relies on when running more than
// one process. Needs nginx, a PostgreSQL server and a Redis server; installs and builds nothing (npm run
// build first). Settings (each database emptied first; give the test its own):
//   CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL  see tools/cluster.ts
//   CLUSTER_PORT_BASE     default 3800: nginx, the two processes, the S3 and SMTP servers take it and the
//                         next four
import { spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import sharp from "sharp";
import { Cluster, fail, root, waitForHealth } from "../tools/cluster.ts";

const base = Number(process.env.CLUSTER_PORT_BASE ?? 3800);
const ports = { nginx: base, a: base + 1, b: base + 2, s3: base + 3, smtp: base + 4 };
const publicUrl = `http://127.0.0.1:${ports.nginx}`;
const urls = { nginx: publicUrl, a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };
const PASSWORD = "Falcon-Dunes-2026";

const cluster = new Cluster({ publicUrl, s3Port: ports.s3, smtpPort: ports.smtp });
const { mails } = cluster;
let failures = 0;

function check(ok: boolean, label: string, detail = ""): void {
  if (!ok) failures += 1;
  console.log(`${ok ? "✓" : "✗"} ${label}${detail ? ` (${detail})` : ""}`);
}

const processes: Record<"a" | "b", ChildProcess | null> = { a: null, b: null };

function startApp(name: "a" | "b"): ChildProcess {
  processes[name] = cluster.startApp(name, ports[name]);
  return processes[name];
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
    { env: cluster.appEnv(ports.a, "admin"), input: `${PASSWORD}\n`, encoding: "utf8" },
  );
  if (made.status !== 0) fail(`npm run admin:create failed: ${made.stderr}`);
}

// ---- the checks -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await cluster.start();

  const both = [startApp("a"), startApp("b")];
  const [upA, upB] = await Promise.all([waitForHealth(urls.a, both[0]!), waitForHealth(urls.b, both[1]!)]);
  check(upA && upB, "two processes started at the same moment on a fresh database both come up");
  if (!upA || !upB) return;
  cluster.startNginx(ports.nginx, [ports.a, ports.b]);
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
  await cluster.stop();
}
console.log(
  `cluster test: ${failures === 0 ? "passed" : `${failures} failed`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failures === 0 ? 0 : 1);
