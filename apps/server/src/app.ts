// buildApp(deps): the whole HTTP application, without listening. main.ts and the tests call it
// with their own database, clock and logger. Order: external plugins, then shared ones, then routes.
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { brandLogosDir as defaultBrandLogosDir } from "./lib/package-paths.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createOffersRepo } from "./modules/offers/repo.ts";
import { offersRoutes } from "./modules/offers/routes.ts";
import { createOffersService } from "./modules/offers/service.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import { systemClock, type Clock } from "./services/clock.ts";

export const BODY_LIMIT_BYTES = 1_048_576;

export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<AppConfig, "webDistDir" | "publicUrl" | "logLevel">;
  clock?: Clock;
  /** Fastify logger options; defaults to pino at config.logLevel. Tests pass false or a capturing stream. */
  logger?: FastifyServerOptions["logger"];
  brandLogosDir?: string;
}

export async function buildApp(deps: AppDeps) {
  const { database, config, clock = systemClock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Per-request log lines would cost more than the cached offer list itself; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (measurable on the hot path): log lines that need the request id
    // carry it explicitly (see plugins/errors.ts).
    childLoggerFactory: (logger) => logger,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    // On-the-fly brotli at its default quality (11) is far too slow for JS bundles.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    brandLogosDir: deps.brandLogosDir ?? defaultBrandLogosDir,
  });

  await app.register(healthRoutes, { ping: database.ping });
  const offers = createOffersService({ repo: await createOffersRepo(database), clock });
  await app.register(offersRoutes, { service: offers });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
