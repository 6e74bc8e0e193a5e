// One error policy for the whole API (ARCHITECTURE "Errors"): 4xx carry a message safe to show,
// validation failures add field issues, a 503 the app chose says why, everything else is logged and answered with a plain 500.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { SERVER_BUSY, UNAUTHORIZED_CODES, type ErrorBody } from "@studentperks/contracts/errors";
import { AppError } from "../lib/app-error.ts";

const INTERNAL: ErrorBody = { message: "Internal Server Error" };

function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
  return path || context || "";
}

function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

const unauthorizedCode = (code: string): ErrorBody["code"] =>
  (UNAUTHORIZED_CODES as readonly string[]).includes(code) ? (code as ErrorBody["code"]) : "SIGNED_OUT";

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = (error.validation ?? []).map((issue) => ({
        path: issuePath(issue.instancePath, error.validationContext),
        message: issue.message ?? "Invalid value",
      }));
      const body: ErrorBody = { message: issues[0]?.message ?? "Invalid request", issues };
      return reply.code(400).send(body);
    }
    // An AppError's message is safe to show whatever its status (a 503 when shedding load).
    const status = error instanceof AppError ? error.statusCode : clientStatus(error);
    if (status !== null) {
      const body: ErrorBody = { message: error.message || "Bad Request" };
      if (error instanceof AppError) {
        reply.headers(error.headers);
        if (error.issues) body.issues = error.issues;
        if (status === 401) body.code = unauthorizedCode(error.code);
        if (status === 503 && error.code === SERVER_BUSY) body.code = SERVER_BUSY;
      }
      return reply.code(status).send(body);
    }
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    return reply.code(500).send(INTERNAL);
  });
}

/** Unknown /api paths (and anything the SPA does not take) answer a JSON 404. */
export function notFoundBody(): ErrorBody {
  return { message: "Not Found" };
}
