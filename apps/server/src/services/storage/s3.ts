// Files in any S3-compatible store (AWS S3, Cloudflare R2, MinIO, ...), under a prefix per area.
// Uploads are size-capped by their routes before they get here, so a file is gathered in memory and
// sent with its length: S3 refuses a stream of unknown length without multipart uploads.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertStorageKey, type FileStorage } from "./storage.ts";

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    // A custom endpoint (MinIO, R2, a local test server) takes bucket names in the path.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
}

async function gather(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function createS3Storage(client: S3Client, bucket: string, prefix: string): FileStorage {
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${prefix}/${key}`;
  };
  return {
    async put(key, body, contentType) {
      const bytes = await gather(body);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: contentType }),
      );
      return { size: bytes.length };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

/** One HEAD request on the bucket: resolves when it is reachable with our keys. */
export async function checkBucket(client: S3Client, bucket: string): Promise<void> {
  await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(2_000) });
}
