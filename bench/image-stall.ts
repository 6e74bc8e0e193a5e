// `npx tsx bench/image-stall.ts`: how long a login takes while images are being uploaded. Image
// decoding and password hashing share Node's thread pool; before the header check and the image queue,
// four uploads of a 97 KB PNG of 1 x 50,000,000 pixels pushed a login from 35 ms to 23.6 s. Prints the
// login times alone, during four such uploads, and during four uploads of the largest logo allowed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { buildApp } from "../apps/server/src/app.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { systemClock } from "../apps/server/src/services/clock.ts";
import { createImages } from "../apps/server/src/services/images.ts";
import { createDevOutbox } from "../apps/server/src/services/mailer/dev-outbox.ts";
import { createStorage } from "../apps/server/src/services/storage/index.ts";

/** A valid greyscale PNG, every pixel black: tiny on the wire, width x height when decoded. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function multipart(bytes: Buffer) {
  const boundary = "----bench";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmerchants\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nlogo\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-bench-images-"));
const database = await openDatabase({ dataDir: join(dataDir, "db") });
await migrate(database);
const app = await buildApp({
  database,
  config: {
    webDistDir: join(dataDir, "no-web"),
    publicUrl: "http://localhost:3360",
    publicUrlIsSet: false,
    logLevel: "silent",
    isProduction: false,
    supportEmail: "support@example.ae",
    redisUrl: undefined,
    trustProxy: false,
    metricsToken: undefined,
  },
  secret: "bench-secret-that-is-at-least-32-characters",
  mailer: createDevOutbox({ dir: join(dataDir, "outbox"), clock: systemClock }),
  storage: await createStorage({ dataDir, s3: null }),
  images: createImages(),
  logger: false,
});
await app.ready();

const account = { email: `bench.${Date.now()}@example.ae`, password: "Falcon-Dunes-2026" };
const registered = await app.inject({
  method: "POST",
  url: "/api/auth/register",
  payload: {
    ...account,
    firstName: "Bench",
    lastName: "Mark",
    phone: "+971 50 123 4567",
    emailMarketing: false,
    whatsappMarketing: false,
  },
});
if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);

let address = 0;
async function loginMs(): Promise<number> {
  const started = performance.now();
  const answer = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: account,
    remoteAddress: `10.9.0.${(address += 1)}`,
  });
  if (answer.statusCode !== 200) throw new Error(`login: ${answer.statusCode}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (ms: number) => `${Math.round(ms)} ms`;

async function duringUploads(label: string, image: Buffer) {
  const { payload, headers } = multipart(image);
  const started = performance.now();
  const uploads = Array.from({ length: 4 }, (_, i) =>
    app
      .inject({ method: "POST", url: "/api/upload/logo", payload, headers, remoteAddress: `10.8.0.${i}` })
      .then((answer) => ({ status: answer.statusCode, ms: performance.now() - started })),
  );
  const logins: number[] = [];
  for (let i = 0; i < 5; i += 1) logins.push(await loginMs());
  const done = await Promise.all(uploads);
  console.log(
    `${label}: login median ${fmt(median(logins))}, worst ${fmt(Math.max(...logins))}; ` +
      `uploads answered ${done.map((d) => d.status).join(", ")} within ${fmt(Math.max(...done.map((d) => d.ms)))}`,
  );
}

for (let i = 0; i < 2; i += 1) await loginMs(); // warm up
const alone: number[] = [];
for (let i = 0; i < 5; i += 1) alone.push(await loginMs());
console.log(`Login alone: median ${fmt(median(alone))}`);
const sliver = blankPng(1, 50_000_000);
console.log(`1 x 50,000,000 PNG: ${Math.round(sliver.length / 1024)} KB`);
await duringUploads("During 4 uploads of the 1 x 50,000,000 PNG", sliver);
const largest = await sharp({
  create: {
    width: 4000,
    height: 4000,
    channels: 3,
    background: "#57cc97",
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 80 })
  .toBuffer();
console.log(
  `4000 x 4000 noisy JPEG (16 MP, the largest logo allowed): ${Math.round(largest.length / 1024)} KB`,
);
await duringUploads("During 4 uploads of the largest logo", largest);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
