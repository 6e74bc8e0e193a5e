import { execFile } from "node:child_process";
import { promisify } from "node:util";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

const run = promisify(execFile);
const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/**
 * A fixed-length load (2 threads, 10 connections, 10 s after a 2 s warm-up) with wrk.
 * wrk, unlike Node load clients, does not decode bodies, so a compressed 30 KB answer does not
 * make the client the bottleneck (autocannon capped out at ~1,700 req/s on this route).
 */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const wrk = (seconds: number) =>
    run("wrk", ["-t2", "-c10", `-d${seconds}s`, "--latency", ...headerArgs, url]).catch((error: Error) => {
      throw new Error(`wrk failed (${error.message}); install it with \`apt-get install -y wrk\``);
    });
  await wrk(2);
  const { stdout } = await wrk(10);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  if (!rps || !p99) throw new Error(`Unexpected wrk output:\n${stdout}`);
  return {
    requestsPerSecond: Math.round(Number(rps[1])),
    p99Ms: Math.round(Number(p99[1]) * UNIT_MS[p99[2]!]! * 100) / 100,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
  };
}
