// Ten merchants uploading an offer cover at the same moment (issue 31): the built production server
// on the embedded database, with the image queue it sizes for this machine (IMAGE_CONCURRENCY unset:
// half the cores, one slot on 2 cores). Each upload is sent once, as its own client address, with no
// retry, so what it measures is what the server takes. Prints how many were made (201), the other
// answers, and how long the first and the last took.
// `tsx bench/cover-uploads.ts` runs it alone; BENCH_SERVER=<path> measures another build (e.g. an older one).
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startProcess } from "../tools/process.ts";

const SERVER = process.env.BENCH_SERVER ?? "apps/server/dist/main.js";
const PORT = 3386;
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOADS = 10;

/** A 12-megapixel camera photo as a phone sends it: noise, so decoding and encoding do real work. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 4000 + seed,
      height: 3000,
      channels: 3,
      background: "#2f5d62",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

function coverForm(bytes: Buffer) {
  const boundary = "----bench-cover";
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field("folder", "merchants") +
        field("fileType", "cover") +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One upload: its status (0 for a network error) and when it was answered, from the start. */
function upload(bytes: Buffer, address: string, startedAt: number) {
  const { body, contentType } = coverForm(bytes);
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = request(
      `${BASE}/api/upload/cover`,
      {
        method: "POST",
        timeout: 120_000,
        headers: {
          "content-type": contentType,
          "content-length": body.length,
          "x-forwarded-for": address,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - startedAt }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - startedAt }));
    req.end(body);
  });
}

const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)));
const dataDir = mkdtempSync(join(tmpdir(), "studentperks-bench-covers-"));
const server = await startProcess(
  SERVER,
  {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: undefined,
    TRUST_PROXY: "true",
    IMAGE_CONCURRENCY: undefined,
  },
  `${BASE}/api/health`,
);
try {
  // One cover first, so the first of the ten does not pay for the process's warm-up.
  await upload(photos[0]!, "10.7.1.1", performance.now());
  const startedAt = performance.now();
  const answers = await Promise.all(photos.map((bytes, i) => upload(bytes, `10.7.0.${i + 1}`, startedAt)));
  const made = answers.filter((a) => a.status === 201).length;
  const others = new Map<number, number>();
  for (const a of answers) if (a.status !== 201) others.set(a.status, (others.get(a.status) ?? 0) + 1);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const otherText = [...others].map(([status, n]) => `${n} × ${status === 0 ? "network error" : status}`);
  const size = Math.round(photos.reduce((sum, p) => sum + p.length, 0) / UPLOADS / 1024);
  console.log(
    `${UPLOADS} cover uploads at once (12 MP JPEG photos, ${size} KB each): ${made} made (201)` +
      `${otherText.length ? `, ${otherText.join(", ")}` : ""}; first answered after ` +
      `${(ms[0]! / 1000).toFixed(1)} s, all after ${(ms.at(-1)! / 1000).toFixed(1)} s`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
