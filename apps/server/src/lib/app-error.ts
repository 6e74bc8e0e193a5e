// An error a service can throw with a status and a message that is safe to show to the client.
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Headers the answer carries, e.g. Retry-After with a 429. */
  readonly headers: Readonly<Record<string, string>>;
  /** The fields at fault, as a schema validation failure names them. */
  issues?: { path: string; message: string }[];

  constructor(statusCode: number, message: string, code = "APP_ERROR", headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** A 400 that names the field at fault, the same shape as the schema's own validation answers. */
export function invalidField(path: string, message: string): AppError {
  const error = new AppError(400, message, "INVALID_FIELD");
  error.issues = [{ path, message }];
  return error;
}

/**
 * The 503 for shed load: the server is healthy but too busy to take this request now. Retry-After
 * says when to try again; the message says it in words.
 */
export function serverBusy(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds === 1 ? "a second" : `${seconds} seconds`;
  return new AppError(503, `The server is busy. Please try again in ${wait}.`, "SERVER_BUSY", {
    "retry-after": String(seconds),
  });
}
