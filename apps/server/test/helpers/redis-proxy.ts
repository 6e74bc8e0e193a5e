// A real Redis for tests, and a TCP proxy in front of it that a test can cut (connections refused:
// Redis is down), stall (connections open but silent: Redis hangs) and restore, without touching the
// Redis itself, which other runs share. Redis is the one on 127.0.0.1:6379 (or TEST_REDIS_URL); if
// none answers, a private redis-server on a unix socket when the binary exists; else none (skip).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection, createServer, type NetConnectOpts, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestRedis {
  target: NetConnectOpts;
  stop(): Promise<void>;
}

/** Whether a Redis answers PING at `target` within a second. */
function answersPing(target: NetConnectOpts): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(target);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

export async function findRedis(): Promise<TestRedis | null> {
  const url = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
  const shared = { host: url.hostname, port: Number(url.port || 6379) };
  if (await answersPing(shared)) return { target: shared, stop: async () => undefined };

  const binary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((path) => existsSync(path));
  if (!binary) return null;
  const folder = mkdtempSync(join(tmpdir(), "studentperks-redis-"));
  const path = join(folder, "redis.sock");
  const server: ChildProcess = spawn(
    binary,
    ["--port", "0", "--unixsocket", path, "--save", "", "--appendonly", "no", "--dir", folder],
    { stdio: "ignore" },
  );
  const stop = async () => {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i += 1) {
    if (await answersPing({ path })) return { target: { path }, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  return null;
}

export interface RedisProxy {
  /** redis://127.0.0.1:<port> of the proxy. */
  url: string;
  /** Drops every connection and refuses new ones, as a Redis that went away. */
  cut(): void;
  /** Keeps connections open but forwards nothing, as a Redis that hangs. */
  stall(): void;
  /** Forwards again (connections from before are dropped: clients reconnect). */
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(target: NetConnectOpts): Promise<RedisProxy> {
  let mode: "open" | "cut" | "stall" = "open";
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const server = createServer((client) => {
    track(client);
    if (mode === "cut") return void client.destroy();
    if (mode === "stall") return;
    const upstream = createConnection(target);
    track(upstream);
    // Forwarding stops the moment the proxy stalls; a closed end closes the other.
    client.on("data", (data) => mode === "open" && upstream.write(data));
    upstream.on("data", (data) => mode === "open" && client.write(data));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      mode = "cut";
      dropAll();
    },
    stall() {
      mode = "stall";
    },
    restore() {
      mode = "open";
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
