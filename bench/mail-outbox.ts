// `npx tsx bench/mail-outbox.ts` (after `npm run build`): the e-mail outbox as an operator sees it,
// on the built server with the embedded database. Prints how long after the answer a welcome e-mail
// reaches a local SMTP server, and how long the server takes to exit on SIGTERM while its mail server
// accepts the connection and never answers.
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { startProcess } from "../tools/process.ts";

const SERVER = "apps/server/dist/main.js";
const PORT = 3341;
const base = `http://127.0.0.1:${PORT}`;

async function listen(server: { listen(port: number, host: string): unknown }, emitter: NodeJS.EventEmitter) {
  server.listen(0, "127.0.0.1");
  await once(emitter, "listening");
  return (emitter as unknown as { address(): { port: number } }).address().port;
}

function withServer(smtpPort: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "studentperks-bench-mail-"));
  const env = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    DATABASE_URL: undefined,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  return { dataDir, start: () => startProcess(SERVER, env, `${base}/api/health`) };
}

let n = 0;
async function register(): Promise<{ email: string; answeredAt: number }> {
  n += 1;
  const email = `bench${n}.${Date.now()}@example.ae`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "Falcon-Dunes-2026",
      firstName: "Layla",
      lastName: "Haddad",
      phone: "+971 50 123 4567",
      emailMarketing: false,
      whatsappMarketing: false,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return { email, answeredAt: performance.now() };
}

// 1. From the answer to the message on the mail server.
const arrivals = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      for (const to of session.envelope.rcptTo) arrivals.set(to.address, performance.now());
      callback();
    });
  },
});
const smtpPort = await listen(smtp, smtp.server);
const healthy = withServer(smtpPort);
const server = await healthy.start();
const delays: number[] = [];
try {
  for (let i = 0; i < 5; i += 1) {
    const { email, answeredAt } = await register();
    const deadline = performance.now() + 10_000;
    while (!arrivals.has(email) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    delays.push(arrivals.has(email) ? arrivals.get(email)! - answeredAt : Infinity);
  }
} finally {
  await server.stop();
  smtp.close();
  rmSync(healthy.dataDir, { recursive: true, force: true });
}
const sorted = [...delays].sort((a, b) => a - b);
console.log(
  `Welcome e-mail on the SMTP server after the answer: median ${sorted[2]!.toFixed(0)} ms, max ${sorted[4]!.toFixed(0)} ms (5 sign-ups)`,
);

// 2. SIGTERM while the mail server never answers.
const sockets = new Set<Socket>();
let connected = () => undefined as void;
const firstConnection = new Promise<void>((resolve) => (connected = resolve));
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on("error", () => undefined);
  connected();
});
const silentPort = await listen(silent, silent);
const hanging = withServer(silentPort);
const stuck = await hanging.start();
await register();
await firstConnection;
const stopping = performance.now();
await stuck.stop();
console.log(
  `Exit after SIGTERM with a send in flight to a silent mail server: ${(performance.now() - stopping).toFixed(0)} ms`,
);
for (const socket of sockets) socket.destroy();
silent.close();
rmSync(hanging.dataDir, { recursive: true, force: true });
