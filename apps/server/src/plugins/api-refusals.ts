// The error answers of each operation in the API description (issue 31): every status a route can
// answer besides its successes, each with the codes it carries. Most follow from what the route is
// (it reads a body, needs a session, names a row in its path, is rate limited, takes a file), and
// some come from the HTTP server itself on any route (headers too large, too slow, shed load, a bug);
// the rest a route declares in `config.refusals`, from its service's own refusals.
import type { ErrorCode } from "@studentperks/contracts/errors";

/** Statuses and codes a route declares beyond the ones its kind gives. */
export type Refusals = Partial<Record<number, readonly ErrorCode[]>>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Error answers of the route's own (its service's refusals), for the API description. */
    refusals?: Refusals;
  }
}

/** What the description knows about a route that decides its error answers. */
export interface RouteFacts {
  /** Reads a body (POST, PUT, PATCH, DELETE): it may be unreadable, too large, of a foreign type. */
  readsBody: boolean;
  /** Has a body, query or form schema. */
  validatesInput: boolean;
  hasPathParams: boolean;
  /** undefined: open; null: any signed-in account; else the role it needs. */
  role: string | null | undefined;
  takesFile: boolean;
  rateLimited: boolean;
  /** Never shed (declared cheap: the health checks, cached reads): no SERVER_BUSY. */
  neverShed: boolean;
  declared: Refusals;
}

/** What each status means to a client; the codes follow in the answer's description. */
const MEANINGS: Record<number, string> = {
  400: "The request is not valid or could not be read (`issues` names the fields at fault)",
  401: "Not signed in, or the sign-in was refused",
  403: "Refused for this session or this page",
  404: "Nothing is there",
  408: "The request did not arrive in time",
  409: "Refused by the current state of things",
  413: "Too large",
  415: "Not a type this operation reads",
  429: "Too many requests: `Retry-After` says in how many seconds to try again",
  431: "The request's headers (cookies included) are too large to be read",
  500: "Something failed on our side (logged with the request id)",
  503: "Too busy: nothing was done, it is safe to send again after `Retry-After` seconds",
};

const RETRY_AFTER = {
  "retry-after": { type: "integer", minimum: 1, description: "Seconds to wait before trying again." },
};

/** Every error status of the route and the codes it may carry there. */
export function refusalsOf(route: RouteFacts): Map<number, Set<ErrorCode>> {
  const statuses = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...codes: readonly ErrorCode[]) => {
    const known = statuses.get(status) ?? new Set<ErrorCode>();
    for (const code of codes) known.add(code);
    statuses.set(status, known);
  };
  if (route.validatesInput) add(400, "INVALID_FIELDS");
  if (route.hasPathParams) {
    add(400, "BAD_REQUEST"); // a path that is not valid percent-encoding
    add(404, "NOT_FOUND"); // a path naming nothing that can exist
  }
  if (route.readsBody) {
    add(400, "BAD_REQUEST");
    add(403, "CROSS_SITE");
    add(413, "TOO_LARGE");
    add(415, "UNSUPPORTED_TYPE");
  }
  if (route.role !== undefined) add(401, "SIGNED_OUT");
  if (route.role) add(403, "FORBIDDEN");
  if (route.takesFile) {
    add(400, "INVALID_FIELDS", "MALFORMED_UPLOAD", "NO_FILE", "UNEXPECTED_FILE", "TOO_MANY_FILES");
    add(413, "TOO_LARGE", "TOO_MANY_FIELDS");
    add(415, "NOT_MULTIPART", "UNSUPPORTED_TYPE");
  }
  if (route.rateLimited) add(429, "RATE_LIMITED");
  add(408, "REQUEST_TIMEOUT");
  add(431, "HEADERS_TOO_LARGE");
  add(500, "INTERNAL");
  if (!route.neverShed) add(503, "SERVER_BUSY");
  for (const [status, codes] of Object.entries(route.declared)) add(Number(status), ...(codes ?? []));
  return statuses;
}

/**
 * The answers for those statuses: the error body, its `code` narrowed to the ones listed, and
 * Retry-After where it is sent.
 */
export function refusalAnswers(statuses: Map<number, Set<ErrorCode>>, errorRef: string) {
  return Object.fromEntries(
    [...statuses].map(([status, codes]) => {
      const listed = [...codes].sort();
      return [
        String(status),
        {
          description: `${MEANINGS[status] ?? "Refused"}: code ${listed.join(", ")}.`,
          ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
          content: {
            "application/json": {
              schema: { allOf: [{ $ref: errorRef }, { properties: { code: { enum: listed } } }] },
            },
          },
        },
      ];
    }),
  );
}
