// What buildApp is given: main.ts passes the real outside world, the tests their own database, clock,
// mailer and logger.
import type { RouteOptions } from "fastify";
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { HttpLimits } from "#server/plugins/http-limits.ts";
import type { SheddingLimits } from "#server/plugins/load-shedding.ts";
import type { LogSettings } from "#server/plugins/logger-options.ts";
import type { Background } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Images } from "#server/services/images.ts";
import type { Mailer } from "#server/services/mailer/mailer.ts";
import type { Random } from "#server/services/random.ts";
import type { Storage } from "#server/services/storage/index.ts";

export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<
    AppConfig,
    | "webDistDir"
    | "publicUrl"
    | "publicUrlIsSet"
    | "logLevel"
    | "isProduction"
    | "supportEmail"
    | "redisUrl"
    | "trustProxy"
    | "metricsToken"
  >;
  /** Keys the HMAC of short codes and device tokens (SESSION_SECRET). */
  secret: string;
  /** The transport the e-mail outbox worker sends through (requests never call it). */
  mailer: Mailer;
  /** How often the outbox worker looks for due mail when nothing woke it (MAIL_POLL_MS by default). */
  mailPollMs?: number;
  /** Uploaded files: student documents (private) and logos (public). */
  storage: Storage;
  /** The one queue all image decoding goes through (default: sized from the CPU count). */
  images?: Images;
  clock?: Clock;
  random?: Random;
  /** Work started by requests and finished after the answer; the app drains it on close. */
  background?: Background;
  /** Pino at config.logLevel on stdout by default; tests pass false, or a level and a capturing stream. */
  logger?: false | Partial<LogSettings>;
  brandLogosDir?: string;
  /** Timeouts and connection limits (plugins/http-limits.ts); tests shorten them. */
  httpLimits?: Partial<HttpLimits>;
  /** When to shed load (plugins/load-shedding.ts); tests lower the threshold. */
  shedding?: Partial<SheddingLimits>;
  /** Told of every route as it is added (the fuzz suite reads the route list from the app this way). */
  onRoute?: (route: RouteOptions) => void;
}
