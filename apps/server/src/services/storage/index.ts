// Picks the storage for the configuration: S3 when a bucket is set, else local disk in DATA_DIR.
import { join } from "node:path";
import { checkWritable, createLocalDiskStorage } from "./local-disk.ts";
import type { S3Settings } from "./s3.ts";
import type { Storage } from "./storage.ts";

export type { FileStorage, Storage, StoredFile } from "./storage.ts";

export async function createStorage(options: { dataDir: string; s3: S3Settings | null }): Promise<Storage> {
  if (options.s3) {
    // Loaded only when used: the AWS SDK is large and warns at load on older Node versions.
    const { checkBucket, createS3Client, createS3Storage } = await import("./s3.ts");
    const client = createS3Client(options.s3);
    const { bucket } = options.s3;
    return {
      private: createS3Storage(client, bucket, "private"),
      public: createS3Storage(client, bucket, "public"),
      describe: `S3 bucket ${bucket}`,
      check: () => checkBucket(client, bucket),
    };
  }
  const root = join(options.dataDir, "uploads");
  return {
    private: createLocalDiskStorage(join(root, "private")),
    public: createLocalDiskStorage(join(root, "public")),
    describe: `local disk, ${root}`,
    check: async () => {
      await Promise.all([checkWritable(join(root, "private")), checkWritable(join(root, "public"))]);
    },
  };
}
