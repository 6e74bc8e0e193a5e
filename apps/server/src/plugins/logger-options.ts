// What the log may hold (docs/security.md): never passwords, hashes, codes, cookies or the values a
// query was run with. Fields are censored by name wherever they appear (pino redact); database errors
// lose the parameter values Drizzle writes into their message and stack, and the row values
// PostgreSQL puts in `detail`. The error's kind, constraint and query text stay: enough to debug.
import type { FastifyServerOptions } from "fastify";
import { stdSerializers, type DestinationStream, type LevelWithSilent } from "pino";

const CENSOR = "[redacted]";
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "passwordHash",
  "otp",
  "code",
  "token",
  "cookie",
  "authorization",
  "set-cookie",
];

/** Each secret field at the top level and up to three levels down (pino paths have no deep wildcard). */
const redactPaths = SECRET_FIELDS.flatMap((field) => {
  const key = /^[\w]+$/.test(field) ? field : `["${field}"]`;
  const dot = key.startsWith("[") ? "" : ".";
  return [key, `*${dot}${key}`, `*.*${dot}${key}`, `*.*.*${dot}${key}`];
});

/** Every `params` array on the error or its causes (Drizzle's DrizzleQueryError, pg and PGlite errors). */
function queryParams(error: unknown): unknown[][] {
  const found: unknown[][] = [];
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    const params = (e as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) found.push(params);
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/** pino's error serializer, without the values a failed query carried. */
export function serializeErrorSafely(error: Error): SerializedError {
  const out: SerializedError = { ...stdSerializers.err(error) };
  const written = queryParams(error).map((params) => `params: ${String(params)}`);
  const censor = (text: string) =>
    written.reduce((clean, leak) => clean.split(leak).join(`params: ${CENSOR}`), text);
  out.message = censor(out.message);
  out.stack = censor(out.stack);
  delete out.params;
  if (typeof out.detail === "string") out.detail = out.detail.replace(/=\(.*\)/s, `=(${CENSOR})`);
  return out;
}

export interface LogSettings {
  level: LevelWithSilent;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: DestinationStream;
}

export function loggerOptions({ level, stream }: LogSettings): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: CENSOR },
    serializers: { err: serializeErrorSafely },
  };
}
