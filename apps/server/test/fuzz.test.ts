// Nothing a client sends produces a 5xx (issue 15). Every route the app declares (read from the app,
// not listed here) gets generated requests from four kinds of visitor: bodies shaped by its schema
// with hostile text and numbers inside, arbitrary JSON, raw and deeply nested bodies, query strings,
// path parameters, and multipart forms whole or broken. Any 5xx fails with the route, the visitor and
// the shrunk request. FUZZ_RUNS sets the total number of requests (default below; `npm run fuzz`).
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "@studentperks/contracts/errors";
import { isSharedId } from "@studentperks/contracts/ids";
import * as schema from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, newAddress, SESSION_COOKIE } from "./helpers/accounts.ts";
import { discountRequest, issuedLogoUrl, submitRequest } from "./helpers/merchants.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asPdf } from "./helpers/sample-files.ts";
import { student, withInstitutions } from "./helpers/verification.ts";
import {
  requestFor,
  routesFrom,
  unfuzzable,
  type FuzzRequest,
  type FuzzRoute,
  type Role,
} from "./fuzz/requests.ts";
import { elementOf, ID_EDGES, idFieldsOf, inUrl, type IdEdge, type IdField } from "./fuzz/id-edges.ts";
import { stringsWithoutTextRule, validGuess } from "./fuzz/zod-arbitrary.ts";
import type { ArbitraryHints } from "./fuzz/zod-arbitrary.ts";

/** Requests in all, spread evenly over the routes: enough for `npm test` to stay quick. */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const declared: RouteOptions[] = [];
let t: TestApp;
let routes: FuzzRoute[];
const hints: ArbitraryHints = {};
let fieldNames: string[] = [];
const cookies = new Map<Role, string | undefined>();

async function signIn(role: Role): Promise<string | undefined> {
  if (role === "visitor") return undefined;
  const account = await person(t, role === "student" ? "unverified" : role);
  return account.cookie;
}

/** Real rows for paths and bodies to name: ids of every table that has one. */
async function collectHints(): Promise<void> {
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const table of Object.values(schema)) {
    if (!table || typeof table !== "object" || !("id" in table) || !("getSQL" in table)) continue;
    const rows = (await t.database.db
      .select({ id: (table as typeof schema.users).id })
      .from(table as typeof schema.users)
      .limit(5)) as { id: unknown }[];
    for (const { id } of rows) {
      if (typeof id === "number") ids.add(id);
      else if (typeof id === "string") uuids.add(id);
    }
  }
  hints.ids = [...ids];
  hints.uuids = [...uuids];
}

/** Every module of the shared contracts (found on disk, so a new one is read too). */
async function contractModules(): Promise<Record<string, unknown>[]> {
  const dir = fileURLToPath(new URL("../../../packages/contracts/src/", import.meta.url));
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
  const sources = files.filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  return Promise.all(sources.map((file) => import(pathToFileURL(join(dir, file)).href)));
}

/** Every key of every object schema the routes and the contracts declare: a form's likely field names. */
function collectFieldNames(contractModules: Record<string, unknown>[]): string[] {
  const names = new Set<string>(["file", "document", "folder", "fileType", "documentType", "institution"]);
  const visit = (value: unknown, depth: number) => {
    const def = (value as { _zod?: { def: Record<string, unknown> } } | null)?._zod?.def;
    if (!def || depth > 6) return;
    for (const [key, child] of Object.entries((def.shape as object | undefined) ?? {})) {
      names.add(key);
      visit(child, depth + 1);
    }
    for (const key of ["in", "out", "innerType", "element"]) visit(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) visit(option, depth + 1);
  };
  for (const route of routes) for (const part of Object.values(route.schema)) visit(part, 0);
  for (const module of contractModules) for (const value of Object.values(module)) visit(value, 0);
  return [...names];
}

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => declared.push(route) });
  routes = routesFrom(declared);
  // Something for the console to act on: institutions, offers, a partnership request, a document.
  await withInstitutions(t);
  await insertOffers(
    t.database.db,
    { status: "published" },
    { status: "published", offerType: "referral", referralLink: "https://example.ae/r", code: null },
    { status: "draft" },
  );
  const logoUrl = await issuedLogoUrl(t);
  await submitRequest(t, discountRequest(logoUrl));
  hints.strings = [logoUrl];
  await (await student(t)).upload({ documentType: "student_id", institution: "Zayed University" }, asPdf());
  await collectHints();
  fieldNames = collectFieldNames(await contractModules());
  for (const role of ["student", "verified", "staff"] as const) cookies.set(role, await signIn(role));
}, 120_000);

afterAll(() => t?.close());

/** Sends one generated request as its visitor; a session the request ended is made again. */
async function send(request: FuzzRequest) {
  const cookie = cookies.get(request.role);
  const response = await t.app.inject({
    method: currentRoute.method as "GET",
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: newAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const setCookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie && setCookie) {
    cookies.set(request.role, cookieFrom(response, SESSION_COOKIE) ?? (await signIn(request.role)));
  }
  return response;
}

let currentRoute: FuzzRoute;
const statuses: string[] = [];

describe("the route list", () => {
  it("is read from the app and every route can be fuzzed", () => {
    expect(routes.length).toBeGreaterThan(40);
    const problems = routes.map((route) => [route, unfuzzable(route)] as const).filter(([, why]) => why);
    expect(problems.map(([route, why]) => `${route.method} ${route.url}: ${why}`)).toEqual([]);
  });

  it("builds every id a route takes with the contracts' id schemas (their ranges are the columns')", () => {
    const loose = routes
      .filter((route) => route.url.startsWith("/api/"))
      .flatMap((route) =>
        idFieldsOf(route)
          .filter((field) => !isSharedId(field.list ? elementOf(field.schema) : field.schema))
          .map((field) => `${route.method} ${route.url} ${field.part}.${field.name}`),
      );
    expect(loose).toEqual([]);
  });

  it("puts every string a route accepts through the text rule", () => {
    const unruled = routes.flatMap((route) =>
      (["body", "querystring", "params"] as const).flatMap((part) =>
        route.schema[part]
          ? stringsWithoutTextRule(route.schema[part]).map(
              (path) => `${route.method} ${route.url} ${part} ${path}`,
            )
          : [],
      ),
    );
    expect(unruled).toEqual([]);
  });
});

describe("no request makes a 5xx, and every refusal has a code", () => {
  // One test per route, named after it; the list is only known once the app is built.
  it("on any route, as any visitor", { timeout: 3_600_000 }, async () => {
    const perRoute = Math.max(4, Math.ceil(TOTAL_RUNS / routes.length));
    const failures: string[] = [];
    for (const route of routes) {
      currentRoute = route;
      const result = await fc.check(
        fc.asyncProperty(requestFor(route, hints, fieldNames), async (request) => {
          const response = await send(request);
          if (process.env.FUZZ_DEBUG)
            statuses.push(
              `${route.method} ${route.url} ${response.statusCode} ${response.body.slice(0, 80)} ${JSON.stringify(request).slice(0, 400)}`,
            );
          if (response.statusCode >= 500) {
            throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          // Every refusal is the API's error body: a message and one of the contracts' codes.
          if (
            response.statusCode >= 400 &&
            route.method !== "HEAD" &&
            !errorBodySchema.safeParse(bodyOf(response)).success
          ) {
            throw new Error(
              `answered ${response.statusCode} without an error code: ${response.body.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: perRoute, seed: SEED, endOnFailure: false, interruptAfterTimeLimit: undefined },
      );
      if (result.failed) {
        const example = result.counterexample?.[0] as FuzzRequest | undefined;
        failures.push(
          [
            `${route.method} ${route.url} as ${example?.role}: ${String(result.errorInstance)}`,
            `  request: ${JSON.stringify(summary(example))}`,
            `  replay: FUZZ_SEED=${result.seed} (path ${result.counterexamplePath})`,
          ].join("\n"),
        );
      }
    }
    if (process.env.FUZZ_DEBUG) writeFileSync(process.env.FUZZ_DEBUG, statuses.join("\n"));
    expect(failures.join("\n\n")).toBe("");
  });
});

describe("ids at the integer edges", () => {
  /** One value the schema accepts, the same each run. */
  const sample = (schema: unknown): unknown =>
    fc.sample(validGuess(schema, hints), { numRuns: 1, seed: 31 })[0];

  async function sendEdge(route: FuzzRoute, field: IdField, edge: IdEdge) {
    const params = route.schema.params ? (sample(route.schema.params) as Record<string, unknown>) : {};
    const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
      field.part === "params" && name === field.name ? inUrl(edge.value) : inUrl(String(params[name])),
    );
    const query = field.part === "querystring" ? `?${field.name}=${inUrl(edge.value)}` : "";
    let body: unknown = route.schema.body ? sample(route.schema.body) : undefined;
    if (field.part === "body") {
      body = { ...(sample(field.owner) as object), [field.name]: field.list ? [edge.value] : edge.value };
    }
    const role = route.url.startsWith("/api/admin/") ? "staff" : "verified";
    return t.app.inject({
      method: route.method as "GET",
      url: path + query,
      headers: {
        cookie: cookies.get(role)!,
        origin: "http://localhost:3000",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      remoteAddress: newAddress(),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  it("answer 404 in a path and 400 in a query or body when no row can have them, never a 5xx", async () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith("/api/"));
    const fields = apiRoutes.flatMap((route) => idFieldsOf(route).map((field) => ({ route, field })));
    // Offers, favourites, institutions, documents, students, partnership requests, featured, analytics, audit.
    expect(fields.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const { route, field } of fields) {
      for (const edge of ID_EDGES) {
        const response = await sendEdge(route, field, edge);
        const code = (bodyOf(response) as { code?: string } | null)?.code;
        const inPath = field.part === "params";
        const possible = inPath ? edge.possible.path : edge.possible.field;
        const expected = possible ? null : inPath ? [404, "NOT_FOUND"] : [400, "INVALID_FIELDS"];
        const wrong = expected
          ? response.statusCode !== expected[0] || code !== expected[1]
          : response.statusCode >= 500;
        if (wrong) {
          problems.push(
            `${route.method} ${route.url} ${field.part}.${field.name}=${JSON.stringify(edge.value)}: ` +
              `${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

function bodyOf(response: { body: string }): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return null;
  }
}

function summary(request: FuzzRequest | undefined) {
  if (!request) return null;
  const payload = request.payload;
  return {
    url: request.url,
    headers: request.headers,
    payload: Buffer.isBuffer(payload) ? payload.toString("latin1").slice(0, 600) : payload?.slice(0, 600),
  };
}
