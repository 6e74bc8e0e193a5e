// Builds the real app on a fresh database (see test-database.ts) with a dev outbox in a temp folder;
// call close() in afterAll.
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { FastifyServerOptions } from "fastify";
import { buildApp, type App } from "../../src/app.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { createBackground, type Background } from "../../src/services/background.ts";
import { createDevOutbox } from "../../src/services/mailer/dev-outbox.ts";
import type { Mailer, StoredMail } from "../../src/services/mailer/mailer.ts";
import { createStorage, type Storage } from "../../src/services/storage/index.ts";
import { createTestDatabase } from "./test-database.ts";
import { TestClock } from "./test-clock.ts";

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
  background: Background;
  storage: Storage;
  /** Where local storage keeps files (DATA_DIR/uploads/...). */
  dataDir: string;
  /** Messages sent so far, newest first (pending sends are awaited first). */
  mail(): Promise<StoredMail[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  /** Folder standing in for apps/web/dist; by default none, as in API-only runs. */
  webDistDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The address the app believes it is served at; an https:// one turns on HSTS. */
  publicUrl?: string;
  isProduction?: boolean;
  /** Replaces the dev outbox (e.g. an SMTP mailer). */
  mailer?: Mailer;
  /** Replaces local-disk storage (e.g. S3). */
  storage?: Storage;
  /** Register extra routes (e.g. to exercise the error handler) before the app is ready. */
  extend?: (app: App) => void;
}

export const TEST_SECRET = "test-secret-that-is-at-least-32-characters";

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? new TestClock();
  const dataDir = mkdtempSync(join(tmpdir(), "studentperks-test-"));
  const mailer = options.mailer ?? createDevOutbox({ dir: join(dataDir, "outbox"), clock });
  const storage = options.storage ?? (await createStorage({ dataDir, s3: null }));
  const background = createBackground((error) => {
    throw error;
  });
  const app = await buildApp({
    database,
    clock,
    mailer,
    storage,
    background,
    secret: TEST_SECRET,
    logger: options.logger ?? false,
    config: {
      webDistDir: options.webDistDir ?? join(tmpdir(), "studentperks-no-web-dist"),
      publicUrl: options.publicUrl ?? "http://localhost:3000",
      logLevel: "silent",
      isProduction: options.isProduction ?? false,
      supportEmail: "support@studentperks.test",
      redisUrl: undefined,
      trustProxy: false,
    },
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    background,
    storage,
    dataDir,
    mail: async () => {
      await background.drain();
      return (await mailer.outbox?.list(500)) ?? [];
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
