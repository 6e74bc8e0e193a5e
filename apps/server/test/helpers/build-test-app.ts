// Builds the real app on a fresh database (see test-database.ts); call close() in afterAll.
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { FastifyServerOptions } from "fastify";
import { buildApp, type App } from "../../src/app.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { createTestDatabase } from "./test-database.ts";
import { TestClock } from "./test-clock.ts";

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  /** Folder standing in for apps/web/dist; by default none, as in API-only runs. */
  webDistDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The address the app believes it is served at; an https:// one turns on HSTS. */
  publicUrl?: string;
  /** Register extra routes (e.g. to exercise the error handler) before the app is ready. */
  extend?: (app: App) => void;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    database,
    clock,
    logger: options.logger ?? false,
    config: {
      webDistDir: options.webDistDir ?? join(tmpdir(), "studentperks-no-web-dist"),
      publicUrl: options.publicUrl ?? "http://localhost:3000",
      logLevel: "silent",
    },
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
