// Runs a node script as a server for a bench or a script (not the tests): started, waited for until
// `url` answers, and stopped with SIGTERM (SIGKILL if it has not exited 10 s later).
import { spawn, type ChildProcess } from "node:child_process";

/** Starts a node script and resolves once `url` answers 200; the caller stops it with `stop()`. */
export async function startProcess(
  script: string,
  env: Record<string, string | undefined>,
  url: string,
): Promise<{ pid: number | undefined; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let stopping = false;
  // A server that dies during a bench says so, rather than leaving only the client's ECONNREFUSED.
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`${script} exited on its own (${signal ?? `code ${code}`})`);
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
