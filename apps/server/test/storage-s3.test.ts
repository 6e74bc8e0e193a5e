// S3 storage against a real S3-compatible server (s3rver, in-process): files round-trip in the
// private and public areas, each under its own prefix in the bucket; missing files read as null and
// delete quietly; keys that are not ours are refused; a document uploaded through the app lands in
// the bucket, not on local disk, and so does a logo, served back from the bucket.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  type S3Client,
} from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { LOGO_MAX_BYTES } from "@studentperks/contracts/merchants";
import { DOCUMENT_MAX_BYTES } from "@studentperks/contracts/verification";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationDocuments } from "#server/db/schema.ts";
import { createStorage, type Storage } from "#server/services/storage/index.ts";
import { createS3Client, type S3Settings } from "#server/services/storage/s3.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { asPdf, filesUnder, PDF, PNG, pdfOfSize, readAll } from "./helpers/sample-files.ts";
import { realImage, uploadLogo } from "./helpers/merchants.ts";
import { student } from "./helpers/verification.ts";

const BUCKET = "studentperks-test";
let folder: string;
let server: S3rver;
let settings: S3Settings;
let client: S3Client;
let storage: Storage;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "studentperks-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: join(folder, "s3") });
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  storage = await createStorage({ dataDir: join(folder, "data"), s3: settings });
});
afterAll(async () => {
  client.destroy();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The object under its raw key in the bucket, as anyone with the bucket's keys sees it. */
async function rawObject(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const answer = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

describe("S3 storage", () => {
  it("describes itself by its bucket", () => {
    expect(storage.describe).toBe(`S3 bucket ${BUCKET}`);
  });

  it("stores, reads and deletes private files under the private/ prefix", async () => {
    const key = "documents/round-trip.pdf";
    expect(await storage.private.put(key, Readable.from([PDF]), "application/pdf")).toEqual({
      size: PDF.length,
    });
    const file = await storage.private.get(key);
    expect(file!.size).toBe(PDF.length);
    expect(await readAll(file!.body)).toEqual(PDF);
    expect(await rawObject(`private/${key}`)).toEqual({ bytes: PDF, contentType: "application/pdf" });
    expect(await rawObject(key)).toBeNull();
    expect(await storage.public.get(key)).toBeNull();

    await storage.private.delete(key);
    expect(await storage.private.get(key)).toBeNull();
    expect(await rawObject(`private/${key}`)).toBeNull();
  });

  it("keeps public files under the public/ prefix, apart from private ones", async () => {
    const key = "logos/round-trip.png";
    // A stream in several chunks, as an upload arrives.
    const chunks = [PNG.subarray(0, 10), PNG.subarray(10, 30), PNG.subarray(30)];
    expect(await storage.public.put(key, Readable.from(chunks), "image/png")).toEqual({ size: PNG.length });
    expect(await bucketKeys("public/")).toEqual([`public/${key}`]);
    expect(await rawObject(`public/${key}`)).toEqual({ bytes: PNG, contentType: "image/png" });
    expect(await readAll((await storage.public.get(key))!.body)).toEqual(PNG);
    expect(await storage.private.get(key)).toBeNull();

    await storage.public.delete(key);
    expect(await bucketKeys("public/")).toEqual([]);
  });

  it("reads a missing file as null and deletes one quietly", async () => {
    expect(await storage.private.get("documents/never-stored.pdf")).toBeNull();
    expect(await storage.public.get("logos/never-stored.png")).toBeNull();
    await expect(storage.private.delete("documents/never-stored.pdf")).resolves.toBeUndefined();
    await expect(storage.public.delete("logos/never-stored.png")).resolves.toBeUndefined();
  });

  it("checks for health that the bucket answers, and fails for a bucket that is not there", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const elsewhere = await createStorage({ dataDir: folder, s3: { ...settings, bucket: "no-such-bucket" } });
    await expect(elsewhere.check()).rejects.toThrow();
  });

  it("refuses keys that are not its own", async () => {
    const before = await bucketKeys("");
    for (const key of ["../etc/passwd", "documents/../../etc/passwd", "/etc/passwd", "documents/Ü.pdf", ""]) {
      await expect(storage.private.put(key, Readable.from([PDF]), "application/pdf"), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.private.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.public.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(await bucketKeys("")).toEqual(before);
  });
});

describe("document uploads with S3 storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ storage });
  });
  afterAll(() => t.close());

  it("keeps an uploaded document in the bucket under private/documents/, and nothing on disk", async () => {
    const s = await student(t);
    const before = await bucketKeys("private/");
    const answer = await s.upload(
      { documentType: "passport", institution: "Zayed University" },
      asPdf(PDF, "passport.pdf"),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().verification.status).toBe("pending");

    const keys = (await bucketKeys("private/")).filter((key) => !before.includes(key));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^private\/documents\/[\w-]+\.pdf$/);
    const [row] = await t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, s.user.id));
    expect(`private/${row!.storageKey}`).toBe(keys[0]);
    expect(await rawObject(keys[0]!)).toEqual({ bytes: PDF, contentType: "application/pdf" });
    expect(filesUnder(join(t.dataDir, "uploads"))).toEqual([]);
  });

  it("keeps nothing in the bucket when a file is refused", async () => {
    const s = await student(t);
    const before = await bucketKeys("");
    const missingInstitution = await s.upload({ documentType: "passport", institution: "" }, asPdf());
    expect(missingInstitution.statusCode).toBe(400);
    const tooLarge = await s.upload(
      { documentType: "passport", institution: "Zayed University" },
      asPdf(pdfOfSize(DOCUMENT_MAX_BYTES + 1)),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(await bucketKeys("")).toEqual(before);
  });
});

describe("logo uploads with S3 storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ storage });
  });
  afterAll(() => t.close());

  it("keeps the re-encoded logo in the bucket under public/logos/ and serves it from there", async () => {
    const before = await bucketKeys("public/");
    const answer = await uploadLogo(t, { bytes: await realImage("png", 600, 300) });
    expect(answer.statusCode).toBe(201);
    const { url } = answer.json() as { url: string };

    const keys = (await bucketKeys("public/")).filter((key) => !before.includes(key));
    expect(keys).toEqual([`public${url.replace("/uploads", "")}`]);
    const object = await rawObject(keys[0]!);
    expect(object?.contentType).toBe("image/webp");

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(object?.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 512,
      height: 256,
    });
    expect(filesUnder(join(t.dataDir, "uploads"))).toEqual([]);
  });

  it("keeps nothing in the bucket when a logo is refused", async () => {
    const before = await bucketKeys("");
    expect((await uploadLogo(t, { bytes: PDF })).statusCode).toBe(415);
    const tooLarge = Buffer.concat([await realImage("png"), Buffer.alloc(LOGO_MAX_BYTES, 1)]);
    expect((await uploadLogo(t, { bytes: tooLarge })).statusCode).toBe(413);
    expect(await bucketKeys("")).toEqual(before);
  });
});
