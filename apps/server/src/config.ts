// Environment parsed once; every setting has a safe local default (docs/operating.md "Configuration").
// Production refuses to start without the settings that have no safe default (secret, SMTP).
import { resolve } from "node:path";
import * as z from "zod";
import { defaultWebDistDir } from "./lib/package-paths.ts";
import type { S3Settings } from "./services/storage/s3.ts";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: loopback outside production (config below), so a dev server is not reachable from the network.
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("StudentPerks <no-reply@studentperks.ae>"),
    SUPPORT_EMAIL: z.email().default("support@studentperks.ae"),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // How long SIGTERM waits for requests in flight and pending work before cutting them off.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    // Images decoded at once (logos); unset: half the CPU cores, at least 1 (services/images.ts).
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // Bearer token that opens GET /metrics to other machines (unset: loopback only).
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    // Unset: the demo catalogue fills an empty database in development, never in production.
    SEED_DEMO_CATALOGUE: z.enum(["true", "false"]).optional(),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  })
  .superRefine((env, ctx) => {
    // S3 is all or nothing: a bucket needs its keys, and keys or an endpoint need a bucket.
    const s3Given = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].some(Boolean);
    if (env.S3_BUCKET || s3Given) {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required to use S3" });
      }
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required in production" });
    }
  });

export interface AppConfig {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  /** Where the server listens: HOST, else 0.0.0.0 in production and 127.0.0.1 elsewhere. */
  host: string;
  /** Whether HOST was given (the start-up line then does not suggest it). */
  hostIsSet: boolean;
  dataDir: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was given: only then is it the one origin unsafe requests may come from. */
  publicUrlIsSet: boolean;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  webDistDir: string;
  /** Unset outside production: main.ts then keeps a generated one in DATA_DIR. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  /** Undefined: services/images.ts decides from the CPU count. */
  imageConcurrency: number | undefined;
  trustProxy: boolean;
  /** Whether an empty database gets the demo catalogue (SEED_DEMO_CATALOGUE; default: not in production). */
  seedDemoCatalogue: boolean;
  /** Opens GET /metrics beyond loopback to `Authorization: Bearer <token>`; undefined: loopback only. */
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
  /** Null: files are kept on local disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
}

/** Parses the environment; throws one readable error listing every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    hostIsSet: e.HOST !== undefined,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    publicUrlIsSet: e.PUBLIC_URL !== undefined,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : defaultWebDistDir,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    redisUrl: e.REDIS_URL,
    imageConcurrency: e.IMAGE_CONCURRENCY,
    trustProxy: e.TRUST_PROXY,
    seedDemoCatalogue: (e.SEED_DEMO_CATALOGUE ?? String(e.NODE_ENV !== "production")) === "true",
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : null,
  };
}
