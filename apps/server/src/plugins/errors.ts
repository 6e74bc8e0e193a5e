// One error policy for the whole API (docs/api.md "Errors"): every error answer is JSON
// { message, code }, the message in the request's language and safe to show, the code one of the
// contracts' ERROR_CODES; validation failures add field issues; a 503 the app chose says why;
// everything else is logged and answered with a plain 500.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "@studentperks/contracts/errors";
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from "@studentperks/contracts/i18n/locales";
import { t, withLocale } from "../i18n/index.ts";
import { AppError } from "../lib/app-error.ts";

function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
  return path || context || "";
}

function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

/** Fastify's and its plugins' own 4xx (a body that is not JSON, too large, of an unknown type), in our words. */
function frameworkErrorBody(status: number): ErrorBody {
  switch (status) {
    case 404:
      return { message: t("errors.notFound"), code: "NOT_FOUND" };
    case 413:
      return { message: t("errors.tooLarge"), code: "TOO_LARGE" };
    case 415:
      return { message: t("errors.unsupportedType"), code: "UNSUPPORTED_TYPE" };
    default:
      return { message: t("errors.badRequest"), code: "BAD_REQUEST" };
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    // An error raised while the body was read may arrive outside the request's context: enter it.
    withLocale(request.locale, () => {
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        // A path that names nothing that can exist (an id past its column's range, a uuid that is not
        // one) is an address with nothing at it, like any unknown URL.
        if (error.validationContext === "params") return reply.code(404).send(notFoundBody());
        const issues = (error.validation ?? []).map((issue) => ({
          path: issuePath(issue.instancePath, error.validationContext),
          message: issue.message ?? t("errors.invalidValue"),
        }));
        const message = issues[0]?.message ?? t("errors.invalidRequest");
        const body: ErrorBody = { message, code: "INVALID_FIELDS", issues };
        return reply.code(400).send(body);
      }
      // An AppError's message is safe to show whatever its status (a 503 when shedding load).
      if (error instanceof AppError) {
        const body: ErrorBody = { message: error.message, code: error.code };
        if (error.issues) body.issues = error.issues;
        if (error.nextEligibleAt !== undefined) body.nextEligibleAt = error.nextEligibleAt;
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      const status = clientStatus(error);
      if (status !== null) return reply.code(status).send(frameworkErrorBody(status));
      request.log.error({ err: error, reqId: request.id }, "unhandled error");
      const body: ErrorBody = { message: t("errors.internal"), code: "INTERNAL" };
      return reply.code(500).send(body);
    }),
  );
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a path that is not valid
 * percent-encoding, a path parameter over the length limit) is answered like any other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
  const status = clientStatus(error) ?? 500;
  withLocale(locale, () =>
    reply
      .code(status)
      .header("content-language", locale)
      .send(
        status === 500 ? { message: t("errors.internal"), code: "INTERNAL" } : frameworkErrorBody(status),
      ),
  );
}

/**
 * Unknown /api paths (and anything the SPA does not take) answer a JSON 404, in the request's
 * language: the current one, or `request`'s when given.
 */
export function notFoundBody(request?: Pick<FastifyRequest, "locale">): ErrorBody {
  const body = (): ErrorBody => ({ message: t("errors.notFound"), code: "NOT_FOUND" });
  return request ? withLocale(request.locale, body) : body();
}

/** What Node's HTTP parser refuses, by its error code: the status and the message's id. */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, "HEADERS_TOO_LARGE", "errors.headersTooLarge"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "REQUEST_TIMEOUT", "errors.requestTimeout"],
} as const;

/** The Accept-Language of the bytes the parser got before it gave up, when they reach that far. */
function acceptLanguageIn(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString("latin1"))?.[1];
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers too large, too slow, not
 * HTTP) never becomes a request, so no hook runs; it is answered here with the API's error body
 * (Fastify's own lacked `code`), then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, messageId] =
    CLIENT_ERRORS[error.code as keyof typeof CLIENT_ERRORS] ??
    ([400, "BAD_REQUEST", "errors.badRequest"] as const);
  const locale = localeFromAcceptLanguage(acceptLanguageIn(error.rawPacket)) ?? DEFAULT_LOCALE;
  const body: ErrorBody = withLocale(locale, () => ({ message: t(messageId), code }));
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Language: ${locale}\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        "X-Content-Type-Options: nosniff\r\n" +
        "Connection: close\r\n\r\n" +
        json,
    );
  }
  socket.destroy(error);
}
