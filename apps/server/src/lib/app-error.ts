// An error a service can throw with a status and a message that is safe to show to the client.
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Headers the answer carries, e.g. Retry-After with a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, code = "APP_ERROR", headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}
