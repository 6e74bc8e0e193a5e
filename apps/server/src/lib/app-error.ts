// An error a service can throw with a status, a message that is safe to show to the client (said in
// the language of the request at hand when it is made) and one of the contracts' error codes.
import type { ErrorCode } from "@studentperks/contracts/error-codes";
import { t } from "../i18n/index.ts";

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Headers the answer carries, e.g. Retry-After with a 429. */
  readonly headers: Readonly<Record<string, string>>;
  /** The fields at fault, as a schema validation failure names them. */
  issues?: { path: string; message: string }[];
  /** With LIMIT_REACHED: when the offer may be used again (ISO 8601), or null for never. */
  nextEligibleAt?: string | null;

  constructor(statusCode: number, message: string, code: ErrorCode, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** A 400 that names the field at fault, the same shape as the schema's own validation answers. */
export function invalidField(path: string, message: string): AppError {
  const error = new AppError(400, message, "INVALID_FIELDS");
  error.issues = [{ path, message }];
  return error;
}

/**
 * The 503 for shed load: the server is healthy but too busy to take this request now. Retry-After
 * says when to try again; the message says it in words.
 */
export function serverBusy(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(503, t("errors.serverBusy", { seconds }), "SERVER_BUSY", {
    "retry-after": String(seconds),
  });
}
