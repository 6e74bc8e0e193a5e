// One log line per request (docs/operating.md "Metrics and logs"): its id, method, route pattern, status,
// duration and, when the route knew who was signed in, a reference to the user that cannot be turned
// back into the account (an HMAC keyed with the session secret). The id is answered in X-Request-Id,
// and the error log line (plugins/errors.ts) carries it too.
import { createHmac, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

const REQUEST_ID_HEADER = "x-request-id";
/** An id a proxy may hand us: short, and nothing that could forge a log line or a header. */
const ACCEPTED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/** Fastify's genReqId: the proxy's id when it looks like one, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** The same user gives the same reference in every process sharing the secret; it reveals nothing else. */
export function userReference(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`log-user:${userId}`).digest("hex").slice(0, 16);
}

export function registerRequestLog(app: FastifyInstance, secret: string): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const userId = request.session?.userId;
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(userId ? { user: userReference(secret, userId) } : {}),
      },
      "request",
    );
    done();
  });
}
