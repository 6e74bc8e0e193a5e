// Ids as the database holds them (issue 31). Every route field that names a row is built here, so its
// range is the column's and the API description says so: an id past the range is refused at the edge
// (a path naming no possible row answers 404, a query or body field 400) instead of reaching
// PostgreSQL, which refuses it with an error of its own.
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";

/** The largest value of a PostgreSQL `integer` column (offers, institutions). */
export const INTEGER_ID_MAX = 2_147_483_647;
/** bigint ids (the audit log) are read as numbers, which are exact up to 2^53 - 1. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

export const idMessages = lazyMessages({
  integer: ["ids.integer", { max: INTEGER_ID_MAX }],
  bigint: ["ids.integer", { max: BIGINT_ID_MAX }],
  uuid: "ids.uuid",
});

const shared = new WeakSet<z.ZodType>();
const mark = <T extends z.ZodType>(schema: T): T => {
  shared.add(schema);
  return schema;
};

/** Whether `schema` (optional or not) is one of these ids: the fuzz suite tells id fields by it. */
export function isSharedId(schema: unknown): boolean {
  const def = (schema as { _zod?: { def: { type: string; innerType?: unknown } } })._zod?.def;
  if (shared.has(schema as z.ZodType)) return true;
  return def !== undefined && ["optional", "nullable", "default"].includes(def.type)
    ? isSharedId(def.innerType)
    : false;
}

const wholeNumber = (max: number, message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });

/** Decimal digits become a number; anything else stays as it came ("0x10", " 7", "1e3" are no ids). */
const fromDigits = (value: unknown) =>
  typeof value === "string" && /^-?\d{1,400}$/.test(value) ? Number(value) : value;

/** The id of a row of an `integer` column, as a JSON number. */
export const integerId = () => mark(wholeNumber(INTEGER_ID_MAX, () => idMessages.integer));

/** The same id in a path or query string (decimal text), or a body field that takes text too. */
export const integerIdText = () =>
  mark(
    z.preprocess(
      fromDigits,
      wholeNumber(INTEGER_ID_MAX, () => idMessages.integer),
    ),
  );

/** The id of a row of a `bigint` column in a path or query string. */
export const bigintIdText = () =>
  mark(
    z.preprocess(
      fromDigits,
      wholeNumber(BIGINT_ID_MAX, () => idMessages.bigint),
    ),
  );

/** The id of a row of a `uuid` column. */
export const uuidId = () => mark(z.uuid({ error: () => idMessages.uuid }));
