// A limit on answers that something is not there: an HTML 404 page or an API 404 costs little, but a
// scanner walking guessed paths asks for thousands. A visitor who follows links meets a handful, so
// past NOT_FOUND_LIMIT a minute one address is answered 429 with Retry-After, while the pages that
// exist keep answering it (they are not counted).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { byIp, createLimiter } from "#server/plugins/rate-limit.ts";

export const NOT_FOUND_LIMIT = { max: 100, windowMs: 60_000 } as const;

/** Counts a 404 about to be answered against the address; throws the 429 past the limit. */
export type LimitNotFound = (request: FastifyRequest) => Promise<void>;

export function createNotFoundLimit(app: FastifyInstance): LimitNotFound {
  return createLimiter(app, [{ name: "not-found:ip", ...NOT_FOUND_LIMIT, key: byIp }]);
}
