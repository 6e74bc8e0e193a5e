// Reading a route's Zod schema two ways: which strings in it escape the text rule, and values for it
// (valid-looking ones mixed with hostile ones) as fast-check arbitraries.
import fc from "fast-check";
import { MULTILINE_CHECK, SECRET_LINE_CHECK, SINGLE_LINE_CHECK } from "@studentperks/contracts/text";
import { ID_EDGES } from "./id-edges.ts";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Formats whose own pattern already allows no control character and no lone surrogate. */
const STRICT_FORMATS = new Set(["uuid", "guid", "email", "cuid", "cuid2", "ulid", "nanoid"]);

/** Paths inside `schema` of strings a client sends that do not go through the text rule. */
export function stringsWithoutTextRule(schema: unknown, path = "", seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, at = path) => stringsWithoutTextRule(child, at, seen);
  switch (def.type) {
    case "string": {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      const ruled = [SINGLE_LINE_CHECK, MULTILINE_CHECK, SECRET_LINE_CHECK].some((check) =>
        checks.includes(check),
      );
      return ruled || STRICT_FORMATS.has(def.format as string) ? [] : [path || "(root)"];
    }
    case "object":
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        inner(child, path ? `${path}.${key}` : key),
      );
    case "array":
      return inner(def.element, `${path}[]`);
    case "union":
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "pipe":
      return [...inner(def.in), ...inner(def.out)];
    case "record":
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case "tuple":
      return (def.items as unknown[]).flatMap((item, index) => inner(item, `${path}[${index}]`));
    case "lazy":
      return inner((def.getter as () => unknown)());
    default:
      return "innerType" in def ? inner(def.innerType) : [];
  }
}

/** Strings meant to break things: what the outside fuzz run found, and the usual suspects. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\u0007\u001b[31m",
    "line\r\nBcc: someone@example.com",
    "\u202eevil",
    "exe.\u202Egpj",
    "\u2066isolated\u2069",
    "\u202A\u202B\u202C\u202D\u2067\u2068",
    "\uFEFF",
    "'; DROP TABLE users; --",
    "%00",
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "",
    " ",
    "-1",
    "0",
    "1e309",
    "NaN",
    "null",
    "2026-02-30",
    "9999-12-31",
    "0000-00-00",
    "99999999999999999999",
    "😀".repeat(50),
    "x".repeat(10_001),
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
);

/** Strings a real client would send, so that requests get past the first check now and then. */
const PLAUSIBLE_STRINGS = [
  "Layla",
  "Haddad",
  "+971 50 123 4567",
  "Falcon-Dunes-2026",
  "123456",
  "2026-03-01",
  "https://example.ae/offer",
  "student@zu.ac.ae",
  "layla@example.ae",
  "zu.ac.ae",
  "Zayed University",
  "Dubai",
  "A shop in Dubai Mall with student prices",
  "Show your student card at the till.",
  "/uploads/logos/00000000-0000-4000-8000-000000000000.webp",
  "SAVE20",
  '[{"step":1,"instruction":"Enter the code at checkout"}]',
  '{"brandName":"Noon"}',
  "Student prices every day on everything in the shop",
  "discount",
  "percentage",
];
const plausibleString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PLAUSIBLE_STRINGS),
  fc.string({ maxLength: 20 }),
);

/** Ids on and past the edges of their columns (integer, bigint read as a number), as numbers and text. */
const idEdge: fc.Arbitrary<unknown> = fc
  .constantFrom(...ID_EDGES.map((edge) => edge.value))
  .chain((value) => fc.constantFrom(value, typeof value === "number" ? String(value) : value));

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, "1", "1e400", "0x10", " 7 "),
  idEdge,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyJson = fc.jsonValue({ maxDepth: 2 });

/**
 * Values for a schema: mostly the shape it asks for, with hostile strings and numbers inside, and now
 * and then anything at all in place of a field.
 */
export function arbitraryFor(schema: unknown, extra: ArbitraryHints = {}, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const next = (child: unknown) => arbitraryFor(child, extra, depth + 1);
  if (depth > 8) return anyJson;
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case "string": {
        const known = def.format === "uuid" && extra.uuids?.length ? [fc.constantFrom(...extra.uuids)] : [];
        const format =
          def.format === "uuid" ? [fc.uuid()] : def.format === "email" ? [fc.emailAddress()] : [];
        return fc.oneof(...known, ...format, plausibleString, hostileString);
      }
      case "number":
      case "bigint":
        return extra.ids?.length ? fc.oneof(fc.constantFrom(...extra.ids), hostileNumber) : hostileNumber;
      case "boolean":
        return fc.oneof(fc.boolean(), fc.constantFrom("true", 0, null));
      case "enum":
        return fc.oneof(fc.constantFrom(...Object.values(def.entries as object)), hostileString);
      case "literal":
        return fc.constantFrom(...(def.values as unknown[]));
      case "array":
        return fc.array(next(def.element), { maxLength: 4 });
      case "object": {
        const shape = Object.fromEntries(
          Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [key, next(child)]),
        );
        return fc.record(shape);
      }
      case "union":
        return fc.oneof(...(def.options as unknown[]).map(next));
      case "intersection":
        return next(def.left);
      case "pipe": {
        // A preprocess or transform on the way in: the value the client sends is what `out` reads.
        const source = defOf(def.in).type === "transform" ? def.out : def.in;
        return next(source);
      }
      case "optional":
        return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
      case "nullable":
        return fc.option(next(def.innerType), { nil: null, freq: 4 });
      case "lazy":
        return next((def.getter as () => unknown)());
      case "record":
        return fc.dictionary(hostileString, next(def.valueType), { maxKeys: 3 });
      default:
        return "innerType" in def ? next(def.innerType) : anyJson;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: anyJson, weight: 1 });
}

/** Values from the database, so that ids in paths and bodies name real rows now and then. */
export interface ArbitraryHints {
  ids?: number[];
  uuids?: string[];
  /** Strings the app issued (an uploaded logo's address) that some fields must name. */
  strings?: string[];
}

type Safe = { safeParse(value: unknown): { success: boolean } };
const accepts = (schema: unknown, value: unknown) => (schema as Safe).safeParse(value).success;

const PLAUSIBLE_NUMBERS = [1, 2, 3, 10, 25, 50, 100];

/**
 * A value the schema most likely accepts: for each string, the plausible examples it accepts (so
 * custom rules such as "a real day" or "a web address" are met without being known here), else one
 * matching its pattern, else letters of the length it asks for.
 */
export function validGuess(
  schema: unknown,
  hints: ArbitraryHints = {},
  depth = 0,
  /** The whole of a pipe or wrapper this part belongs to: what must accept the value. */
  judge?: unknown,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const next = (child: unknown) => validGuess(child, hints, depth + 1);
  const within = (child: unknown) => validGuess(child, hints, depth + 1, judge ?? schema);
  const whole = judge ?? schema;
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case "string": {
      const pool = [...PLAUSIBLE_STRINGS, ...(hints.strings ?? []), ...(hints.uuids ?? [])].filter((v) =>
        accepts(whole, v),
      );
      if (pool.length > 0) return fc.constantFrom(...pool);
      if (def.format === "uuid") return fc.uuid();
      if (def.format === "email") return fc.constant("layla@example.ae");
      const checks = ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
        (check) => check._zod.def,
      );
      const pattern = checks.find((check) => check.format === "regex")?.pattern as RegExp | undefined;
      if (pattern) return fc.stringMatching(pattern, { size: "xsmall" }).filter((v) => accepts(whole, v));
      const min = Math.max(0, ...checks.map((check) => Number(check.minimum ?? check.length ?? 0)));
      return fc.constant(
        "Student prices every day ".repeat(Math.ceil((min + 1) / 25)).slice(0, Math.max(min, 12)),
      );
    }
    case "number":
    case "bigint": {
      const pool = [...(hints.ids ?? []), ...PLAUSIBLE_NUMBERS].filter((v) => accepts(whole, v));
      return pool.length > 0 ? fc.constantFrom(...pool) : fc.integer({ min: 1, max: 100 });
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as object));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "array":
      return fc.array(next(def.element), { minLength: 1, maxLength: 3 });
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [key, next(child)]),
        ),
      );
    case "union":
      return fc.oneof(...(def.options as unknown[]).map(next));
    case "intersection":
      return next(def.left);
    case "pipe":
      return defOf(def.in).type === "transform" ? next(def.out) : within(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return within(def.innerType);
    case "lazy":
      return next((def.getter as () => unknown)());
    case "unknown":
    case "any":
      return fc.constant(null);
    default:
      return "innerType" in def ? next(def.innerType) : fc.constant(null);
  }
}

/** Where in a JSON value a leaf (or a key) sits. */
type Leaf = (string | number)[];

function leavesOf(value: unknown, at: Leaf = []): Leaf[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => leavesOf(item, [...at, index]))];
  if (value !== null && typeof value === "object") {
    return [at, ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...at, key]))];
  }
  return [at];
}

function replaced(value: unknown, at: Leaf, by: unknown): unknown {
  if (at.length === 0) return by;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, by);
  return copy;
}

/** Plausible text with NUL, half an emoji, a control or a direction character somewhere inside. */
const brokenText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...PLAUSIBLE_STRINGS),
    fc.oneof(
      { arbitrary: fc.constantFrom("\u0000", "\ud800", "\udc00"), weight: 3 },
      { arbitrary: fc.constantFrom("\u0001", "\u001b", "\u007f", "\u0085", "\n", "\r"), weight: 1 },
      // Text-direction overrides, embeddings and isolates (issue 31).
      {
        arbitrary: fc.constantFrom(
          ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((c) =>
            String.fromCharCode(c),
          ),
        ),
        weight: 1,
      },
    ),
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .map(([text, bad, at]) => {
    const cut = Math.floor(text.length * at);
    return text.slice(0, cut) + bad + text.slice(cut);
  });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: brokenText, weight: 5 },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 1 },
  { arbitrary: fc.constantFrom(null, true, [], {}, [["\u0000"]], { "\u0000": "\ud800" }), weight: 1 },
  { arbitrary: anyJson, weight: 1 },
);

/** A valid-looking value with one or two places in it replaced by something hostile. */
export function mutatedValid(schema: unknown, hints: ArbitraryHints = {}): fc.Arbitrary<unknown> {
  return validGuess(schema, hints).chain((value) => {
    const leaves = leavesOf(value);
    const change = fc.tuple(fc.nat(leaves.length - 1), hostileValue);
    return fc
      .array(change, { minLength: 1, maxLength: 2 })
      .map((changes) =>
        changes.reduce((current, [index, by]) => replaced(current, leaves[index]!, by), value),
      );
  });
}
