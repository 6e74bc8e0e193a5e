// Builds the real app on a fresh database (see test-database.ts) with a dev outbox in a temp folder;
// call close() in afterAll.
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { buildApp, type App, type AppDeps } from "#server/app.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createBackground, type Background } from "#server/services/background.ts";
import { createDevOutbox } from "#server/services/mailer/dev-outbox.ts";
import type { Mailer, StoredMail } from "#server/services/mailer/mailer.ts";
import type { Images } from "#server/services/images.ts";
import { createStorage, type Storage } from "#server/services/storage/index.ts";
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
  /**
   * Messages sent so far, newest first: work after answers is awaited and the outbox worker sends
   * everything due at the test clock's time first.
   */
  mail(): Promise<StoredMail[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  /** Folder standing in for apps/web/dist; by default none, as in API-only runs. */
  webDistDir?: string;
  logger?: AppDeps["logger"];
  /** PUBLIC_URL (default http://localhost:3000; an https:// one turns on HSTS); null: unset. */
  publicUrl?: string | null;
  isProduction?: boolean;
  /** TRUST_PROXY: take the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** METRICS_TOKEN: opens /metrics beyond loopback to this bearer token. */
  metricsToken?: string;
  /** Replaces the dev outbox (e.g. an SMTP mailer). */
  mailer?: Mailer;
  /** Shares a database another test app uses (as several processes would); the caller closes it. */
  database?: DatabaseHandle;
  /** How often the outbox worker polls on its own (a long time by default: tests call mail()). */
  mailPollMs?: number;
  /** Replaces local-disk storage (e.g. S3). */
  storage?: Storage;
  /** Shorter timeouts, to test them without waiting for the real ones. */
  httpLimits?: AppDeps["httpLimits"];
  /** Load shedding is off in tests (a test database's migration blocks the loop); on when given. */
  shedding?: AppDeps["shedding"];
  /** The image work queue (e.g. a small one a test can fill). */
  images?: Images;
  /** REDIS_URL: counters in this Redis (unset: in memory). */
  redisUrl?: string;
  /** Register extra routes (e.g. to exercise the error handler) before the app is ready. */
  extend?: (app: App) => void;
  /** Told of every route the app adds, its own included (see AppDeps.onRoute). */
  onRoute?: AppDeps["onRoute"];
}

export const TEST_SECRET = "test-secret-that-is-at-least-32-characters";

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
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
    ...(options.images ? { images: options.images } : {}),
    background,
    mailPollMs: options.mailPollMs ?? 60 * 60_000,
    secret: TEST_SECRET,
    logger: options.logger ?? false,
    httpLimits: options.httpLimits,
    shedding: options.shedding ?? { maxEventLoopDelayMs: 0, maxInFlight: 0 },
    onRoute: options.onRoute,
    config: {
      webDistDir: options.webDistDir ?? join(tmpdir(), "studentperks-no-web-dist"),
      publicUrl: options.publicUrl ?? "http://localhost:3000",
      publicUrlIsSet: options.publicUrl !== null,
      logLevel: "silent",
      isProduction: options.isProduction ?? false,
      supportEmail: "support@studentperks.test",
      redisUrl: options.redisUrl,
      trustProxy: options.trustProxy ?? false,
      metricsToken: options.metricsToken,
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
      await app.mailWorker.sendDue();
      return (await mailer.outbox?.list(500)) ?? [];
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
