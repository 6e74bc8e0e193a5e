// Requests for one route, as fast-check arbitraries: its path parameters, query string and body
// (JSON shaped by its schema or not, raw bytes, multipart well-formed or broken), from one of four
// kinds of visitor. Everything is derived from what the route declares, so a new route is covered.
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { GIF, JPEG, PDF, PNG } from "../helpers/sample-files.ts";
import {
  arbitraryFor,
  hostileString,
  mutatedValid,
  validGuess,
  type ArbitraryHints,
} from "./zod-arbitrary.ts";

export const ROLES = ["visitor", "student", "verified", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** One route as the app declared it. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface FuzzRequest {
  role: Role;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const INJECTABLE = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The routes to fuzz, one per method; HEAD twins of GET routes are left to GET. */
export function routesFrom(options: RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const option of options) {
    const methods = [option.method].flat();
    for (const method of methods) {
      if (method === "HEAD" && (methods.includes("GET") || options.some((o) => isGetTwin(o, option))))
        continue;
      routes.push({ method, url: option.url, schema: (option.schema ?? {}) as FuzzRoute["schema"] });
    }
  }
  return routes;
}

const isGetTwin = (candidate: RouteOptions, head: RouteOptions) =>
  candidate !== head && candidate.url === head.url && [candidate.method].flat().includes("GET");

/** Why a route cannot be fuzzed (a method inject cannot send, a path parameter nothing describes). */
export function unfuzzable(route: FuzzRoute): string | null {
  if (!INJECTABLE.has(route.method)) return `method ${route.method} cannot be sent`;
  const shape = paramsShape(route);
  for (const name of pathParams(route.url)) {
    if (name !== "*" && !(name in shape)) return `path parameter :${name} has no schema`;
  }
  return null;
}

const pathParams = (url: string) =>
  [...url.matchAll(/:(\w+)|\*/g)].map((match) => (match[0] === "*" ? "*" : match[1]!));

function paramsShape(route: FuzzRoute): Record<string, unknown> {
  const def = (route.schema.params as { _zod?: { def: { shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def;
  return def?.shape ?? {};
}

/** A path segment: the schema's values, real ids, and hostile text, percent-encoded or raw. */
function segmentFor(schema: unknown, hints: ArbitraryHints): fc.Arbitrary<string> {
  const value =
    schema === undefined ? hostileString : fc.oneof(validGuess(schema, hints), arbitraryFor(schema, hints));
  return fc.oneof(
    {
      arbitrary: value.map((v) => encode(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))),
      weight: 6,
    },
    { arbitrary: fc.constantFrom("%00", "%ZZ", "%ud800", "..%2f..%2f", "%C0%AF", "a%0Ab"), weight: 1 },
  );
}

function pathFor(route: FuzzRoute, hints: ArbitraryHints): fc.Arbitrary<string> {
  const shape = paramsShape(route);
  const pieces = route.url.split(/(:\w+|\*)/).map((piece) => {
    if (piece === "*")
      return fc.array(segmentFor(undefined, hints), { maxLength: 3 }).map((s) => s.join("/"));
    if (piece.startsWith(":")) return segmentFor(shape[piece.slice(1)], hints);
    return fc.constant(piece);
  });
  return fc.tuple(...pieces).map((parts) => parts.join(""));
}

function queryFor(route: FuzzRoute, hints: ArbitraryHints): fc.Arbitrary<string> {
  const query = route.schema.querystring;
  const declared = query
    ? fc
        .oneof(validGuess(query, hints), mutatedValid(query, hints), arbitraryFor(query, hints))
        .map(encodeQuery)
    : fc.constant("");
  const raw = fc.oneof(
    fc.constantFrom(
      "q=%00",
      "q=%ud800",
      "q=%ZZ",
      "page=1e400",
      "q=a&q=b",
      "a[b][c]=1",
      "=&&=",
      "q=%ED%A0%80",
    ),
    fc.dictionary(hostileString, hostileString, { maxKeys: 3 }).map(encodeQuery),
  );
  return fc.oneof({ arbitrary: declared, weight: 4 }, { arbitrary: raw, weight: 1 }, fc.constant(""));
}

function encodeQuery(value: unknown): string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return `value=${encode(JSON.stringify(value) ?? "")}`;
  }
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .flatMap(([key, v]) =>
      (Array.isArray(v) ? v : [v]).map(
        (item) => `${encode(key)}=${encode(typeof item === "string" ? item : (JSON.stringify(item) ?? ""))}`,
      ),
    )
    .join("&");
}

/** Percent-encodes any string; a lone surrogate goes as its three WTF-8 bytes (which is not UTF-8). */
function encode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

type Body = { payload?: string | Buffer; contentType?: string };

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value) ?? "null",
  contentType: "application/json",
});

const rawBodies: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { payload: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: "application/json" },
    { payload: `{"a":${'{"a":'.repeat(3000)}1${"}".repeat(3001)}`, contentType: "application/json" },
    { payload: '{"firstName":"\\u0000","email":"\\ud800@x.ae"}', contentType: "application/json" },
    {
      payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
      contentType: "application/json",
    },
    { payload: "{", contentType: "application/json" },
    { payload: "", contentType: "application/json" },
    { payload: "a=1&b=%00", contentType: "application/x-www-form-urlencoded" },
    { payload: "hello", contentType: "text/plain" },
    { payload: "<x/>", contentType: "application/xml" },
    { payload: "{}", contentType: "application/json; charset=utf-16" },
    {},
  ),
  fc
    .string({ unit: "binary", maxLength: 60 })
    .map((payload) => ({ payload, contentType: "application/json" })),
);

/** Field names and values a multipart form might carry: the route's and the contracts' words. */
function multipartBodies(fieldNames: string[]): fc.Arbitrary<Body> {
  const field = fc.tuple(
    fc.constantFrom(...fieldNames),
    fc.oneof(fc.constantFrom(...FIELD_VALUES), hostileString),
  );
  const file = fc.record({
    field: fc.constantFrom("file", "document", ...fieldNames.slice(0, 5)),
    filename: fc.oneof(
      fc.constantFrom("logo.png", "id.pdf", "codes.csv", "", "../x", "a\u0000.png"),
      hostileString,
    ),
    contentType: fc.constantFrom("image/png", "application/pdf", "text/csv", "application/octet-stream", ""),
    bytes: fc.oneof(
      fc.constantFrom(PNG, JPEG, GIF, PDF, Buffer.from("code\nSAVE10\nSAVE20\n"), Buffer.from("a\u0000b\n")),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
    ),
  });
  const wellFormed = fc.record({
    fields: fc.array(field, { maxLength: 4 }),
    files: fc.array(file, { maxLength: 2 }),
  });
  const damage = fc.oneof(
    fc.constant("none" as const),
    fc.record({ cutAt: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.constantFrom("no-boundary", "wrong-boundary", "no-closing", "lf-only", "bad-header", "long-boundary"),
  );
  return fc.tuple(wellFormed, damage).map(([form, harm]) => multipart(form, harm));
}

const FIELD_VALUES = [
  "merchants",
  "logo",
  "student_id",
  "passport",
  "Zayed University",
  "",
  "x".repeat(5000),
];

type Harm =
  | "none"
  | { cutAt: number }
  | "no-boundary"
  | "wrong-boundary"
  | "no-closing"
  | "lf-only"
  | "bad-header"
  | "long-boundary";

function multipart(
  form: {
    fields: [string, unknown][];
    files: { field: string; filename: string; contentType: string; bytes: Buffer }[];
  },
  harm: Harm,
): Body {
  const boundary = harm === "long-boundary" ? "b".repeat(300) : `----fuzz${randomBytes(6).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.fields) {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
  }
  for (const file of form.files) {
    const header =
      harm === "bad-header"
        ? `--${boundary}\r\nContent-Disposition: form-data; name\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    parts.push(Buffer.from(header), file.bytes, Buffer.from("\r\n"));
  }
  if (harm !== "no-closing") parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (typeof harm === "object") payload = payload.subarray(0, Math.floor(payload.length * harm.cutAt));
  if (harm === "lf-only")
    payload = Buffer.from(payload.toString("latin1").replaceAll("\r\n", "\n"), "latin1");
  const contentType =
    harm === "no-boundary"
      ? "multipart/form-data"
      : harm === "wrong-boundary"
        ? "multipart/form-data; boundary=not-the-one"
        : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType };
}

function bodyFor(route: FuzzRoute, hints: ArbitraryHints, fieldNames: string[]): fc.Arbitrary<Body> {
  if (!BODY_METHODS.has(route.method)) return fc.constant({});
  const body = route.schema.body;
  const shaped = body
    ? [
        { arbitrary: mutatedValid(body, hints).map(json), weight: 8 },
        { arbitrary: validGuess(body, hints).map(json), weight: 2 },
        { arbitrary: arbitraryFor(body, hints).map(json), weight: 3 },
      ]
    : [];
  return fc.oneof(
    ...shaped,
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json), weight: 2 },
    { arbitrary: rawBodies, weight: 2 },
    // Routes without a JSON body are where uploads live; every route gets forms now and then.
    { arbitrary: multipartBodies(fieldNames), weight: route.schema.body ? 1 : 6 },
  );
}

/** Origin headers: ours (so state-changing calls reach the handler), none, or someone else's. */
const origin = fc.oneof(
  { arbitrary: fc.constant("http://localhost:3000"), weight: 8 },
  { arbitrary: fc.constantFrom(undefined, "https://evil.example", "null"), weight: 1 },
);

export function requestFor(
  route: FuzzRoute,
  hints: ArbitraryHints,
  fieldNames: string[],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      path: pathFor(route, hints),
      query: queryFor(route, hints),
      body: bodyFor(route, hints, fieldNames),
      origin,
    })
    .map(({ role, path, query, body, origin }) => {
      const headers: Record<string, string> = {};
      if (origin) headers.origin = origin;
      if (body.contentType) headers["content-type"] = body.contentType;
      return {
        role,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}
