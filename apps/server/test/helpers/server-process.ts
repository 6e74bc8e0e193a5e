// The server as `npm start` runs it, as a real child process: for tests of what only a process shows
// (locks, signals, several processes on one database).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverRoot } from "#server/lib/package-paths.ts";

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

const started = new Set<ChildProcess>();

/**
 * Ends every server this test file started that still runs (a failed test leaves its own), and waits
 * until they are gone, so the next test finds the data directory free.
 */
export async function killLeftoverServers(): Promise<void> {
  const running = [...started].filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = running.map((child) => once(child, "exit"));
  for (const child of running) child.kill("SIGKILL");
  await Promise.all(exits);
}

/** Starts src/main.ts with tsx; `env` is added to this process's environment (undefined removes). */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(serverRoot, "src/main.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Waits until /api/health answers 200; the deadline only detects a hang. */
export async function waitForHealth({ child, base, output }: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The exit code once the process ends (null when a signal ended it). */
export async function exitCode(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const [code] = await once(server.child, "exit");
  return code as number | null;
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM") {
  server.child.kill(signal);
  return exitCode(server);
}

/** Runs a command-line tool of the server (src/...) to completion. */
export function runTool(script: string, args: string[], env: Record<string, string | undefined>, input = "") {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(serverRoot, script), ...args], {
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}
