// Several app processes behind nginx running deploy/nginx.conf, on one PostgreSQL database, one Redis and a
// local S3-compatible store, as docs/operating.md "Deploying" sets them up: what `npm run test:cluster`
// checks and `npm run bench` measures. Needs nginx, a PostgreSQL server and a Redis server; builds nothing
// (run npm run build first). Each database is emptied first, so give it ones of its own:
//   CLUSTER_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/cluster_test (made if missing)
//   CLUSTER_REDIS_URL     default redis://127.0.0.1:6379/5
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";

export const root = resolve(import.meta.dirname, "..");
const SERVER = join(root, "apps/server/dist/main.js");
const BUCKET = "studentperks-cluster";

export function fail(message: string): never {
  throw new Error(message);
}

export interface Mail {
  to: string[];
  raw: string;
}

export interface ClusterOptions {
  /** What the app processes are told their public address is (nginx's). */
  publicUrl: string;
  s3Port: number;
  smtpPort: number;
  databaseUrl?: string;
  redisUrl?: string;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** The services around the app processes, the processes and nginx; `stop()` ends them all. */
export class Cluster {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Every message the app processes sent, as the SMTP server received it. */
  readonly mails: Mail[] = [];
  private readonly work = mkdtempSync(join(tmpdir(), "studentperks-cluster-"));
  private readonly children: ChildProcess[] = [];
  private readonly closers: (() => Promise<void>)[] = [];
  private stopping = false;

  constructor(private readonly options: ClusterOptions) {
    this.databaseUrl =
      options.databaseUrl ??
      process.env.CLUSTER_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/cluster_test";
    this.redisUrl = options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/5";
    chmodSync(this.work, 0o755); // nginx's workers (another user when started as root) write temp files here
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping everything`);
        void this.stop().finally(() => process.exit(130));
      });
    }
  }

  /** Checks what must be installed, empties the database and Redis, and starts SMTP and S3. */
  async start(): Promise<void> {
    if (!existsSync(SERVER)) fail("apps/server/dist is missing: run npm run build");
    if (spawnSync("nginx", ["-v"]).error)
      fail("nginx is not installed (Debian: apt-get install nginx-light); .ci/run installs it");
    await this.freshRedis();
    await this.freshDatabase();
    await this.startSmtp();
    await this.startS3();
  }

  /**
   * The production settings docs/operating.md "Deploying" lists. Production refuses to start without
   * SMTP_URL, so the processes get a local SMTP server that keeps every message (codes are read from there).
   */
  appEnv(port: number, name: string): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(this.work, `data-${name}`),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      S3_ENDPOINT: `http://127.0.0.1:${this.options.s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      PUBLIC_URL: this.options.publicUrl,
      SESSION_SECRET: "cluster-test-secret-cluster-test-secret",
      SMTP_URL: `smtp://127.0.0.1:${this.options.smtpPort}`,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    };
  }

  /** One app process (the production build); an exit the cluster did not ask for is reported. */
  startApp(name: string, port: number): ChildProcess {
    const child = spawn(process.execPath, [SERVER], {
      env: this.appEnv(port, name),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("exit", (code, signal) => {
      if (this.stopping) return;
      if (code !== null && code !== 0) console.error(`process ${name} exited with ${code}\n${errors}`);
      else if (signal && signal !== "SIGKILL") console.error(`process ${name} ended by ${signal}`);
    });
    this.children.push(child);
    return child;
  }

  /**
   * nginx running deploy/nginx.conf as it is, but for the lines marked "cluster test:": its own pid,
   * logs and temp paths, `listenPort`, and one marked `server` line per port in `upstreamPorts` (the
   * file has two; with one port, the second is left out).
   */
  startNginx(listenPort: number, upstreamPorts: number[]): ChildProcess {
    const { work } = this;
    let servers = 0;
    const rendered = readFileSync(join(root, "deploy/nginx.conf"), "utf8")
      .split("\n")
      .flatMap((line) => {
        const marker = /# cluster test: (\w+)/.exec(line)?.[1];
        const indent = /^\s*/.exec(line)![0];
        if (!marker) return [line];
        if (marker === "pid") return [`${indent}pid ${work}/nginx-${listenPort}.pid;`];
        if (marker === "error_log") return [`${indent}error_log ${work}/nginx-${listenPort}-error.log warn;`];
        if (marker === "access_log") {
          const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
            (kind) => `${indent}${kind}_temp_path ${work}/${kind}-temp-${listenPort};`,
          );
          return [`${indent}access_log ${work}/nginx-${listenPort}-access.log;`, ...temp];
        }
        if (marker === "listen") return [`${indent}listen 127.0.0.1:${listenPort};`];
        if (marker === "server") {
          servers += 1;
          const port = upstreamPorts[servers - 1];
          return port === undefined ? [] : [line.replace(/server \S+/, `server 127.0.0.1:${port}`)];
        }
        return fail(`deploy/nginx.conf: unknown marker "${marker}"`);
      })
      .join("\n");
    if (servers < upstreamPorts.length)
      fail(
        `deploy/nginx.conf: ${upstreamPorts.length} upstream servers wanted, ${servers} marked for the test`,
      );
    const file = join(work, `nginx-${listenPort}.conf`);
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
    this.children.push(child);
    return child;
  }

  /** SIGTERM to every child still running (nginx's master then stops its workers), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.children.filter(running).map(
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
    for (const close of this.closers.splice(0)) await close().catch(() => undefined);
    rmSync(this.work, { recursive: true, force: true });
  }

  /**
   * Empties the Redis database, so counters left by an earlier run (requests through nginx all come
   * from the addresses it saw) do not refuse this one.
   */
  private async freshRedis(): Promise<void> {
    const { hostname, port, pathname } = new URL(this.redisUrl);
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
    if (answer !== "+OK\r\n+OK\r\n") fail(`Redis does not answer at ${this.redisUrl}: ${answer.trim()}`);
  }

  /** Empties the database (made if missing): the processes start on a fresh schema. */
  private async freshDatabase(): Promise<void> {
    const name = new URL(this.databaseUrl).pathname.slice(1);
    if (!/^[a-z0-9_]+$/.test(name)) fail(`CLUSTER_DATABASE_URL must name a database of a-z, 0-9 and _`);
    const server = new URL(this.databaseUrl);
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
    const db = new pg.Client({ connectionString: this.databaseUrl });
    await db.connect();
    try {
      await db.query(
        "drop schema if exists drizzle cascade; drop schema public cascade; create schema public",
      );
    } finally {
      await db.end();
    }
  }

  private async startSmtp(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () => {
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((done, reject) => {
      server.once("error", reject);
      server.listen(this.options.smtpPort, "127.0.0.1", () => done());
    });
    this.closers.push(() => new Promise((done) => server.close(() => done())));
  }

  private async startS3(): Promise<void> {
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: this.options.s3Port,
      silent: true,
      directory: join(this.work, "s3"),
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    this.closers.push(() => s3.close());
  }
}

/** Waits up to 60 s for `url` to answer /api/health with 200; false if `child` exits first. */
export async function waitForHealth(url: string, child: ChildProcess | null): Promise<boolean> {
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
