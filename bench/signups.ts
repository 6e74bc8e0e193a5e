// Sign-ups per second on the embedded database: each one hashes a password (argon2id) and commits a
// user, a session and a welcome e-mail, so it shows what making each commit durable (fsync) costs.
// Run alone with `tsx bench/signups.ts` (needs `npm run build` first) or as part of `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProcess } from "../tools/process.ts";

export interface SignupResult {
  signupsPerSecond: number;
  failed: number;
}

async function signUp(base: string, n: number): Promise<boolean> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    // Each sign-up from an address of its own (TRUST_PROXY), so the per-address limit stays out of the way.
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      email: `bench.${n}@example.ae`,
      password: "Falcon-Dunes-2026",
      firstName: "Layla",
      lastName: "Haddad",
      phone: "+971 50 123 4567",
      emailMarketing: false,
      whatsappMarketing: false,
    }),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

/** `total` sign-ups, `concurrency` at a time, after a warm-up, on a fresh data directory. */
export async function measureSignups(
  script: string,
  port: number,
  { total = 200, concurrency = 8 } = {},
): Promise<SignupResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "studentperks-bench-signups-"));
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    script,
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      DATABASE_URL: undefined,
    },
    `${base}/api/health`,
  );
  try {
    let next = 1;
    let failed = 0;
    const worker = async (until: number) => {
      while (next <= until) if (!(await signUp(base, next++))) failed += 1;
    };
    await Promise.all(Array.from({ length: concurrency }, () => worker(20))); // warm-up
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, () => worker(20 + total)));
    const seconds = (performance.now() - started) / 1000;
    return { signupsPerSecond: Math.round((total / seconds) * 10) / 10, failed };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSignups(process.argv[2] ?? "apps/server/dist/main.js", 3324);
  console.log(`Sign-ups (embedded database): ${result.signupsPerSecond}/s, failed ${result.failed}`);
}
