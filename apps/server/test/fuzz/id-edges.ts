// Ids at the edges of their columns (issue 31): which fields of a route name a row, and the values
// that sit on or just past the range of an integer, a bigint read as a number, and a uuid.
import { isSharedId } from "@studentperks/contracts/ids";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

export type IdPart = "params" | "querystring" | "body";

export interface IdField {
  part: IdPart;
  name: string;
  schema: unknown;
  /** The object schema (one option of a union body) the field belongs to. */
  owner: unknown;
  /** The field holds a list of ids (sent as a one-item list). */
  list: boolean;
}

const ID_NAME = /^(id|.+Id|.+Ids)$/;

/** Fields named like ids that name no row, and why. */
const NOT_ROW_IDS = new Map([
  ["body.studentId", "the client's own note (tracking, student e-mail), ignored: the session says who"],
  ["querystring.entityId", "an audit filter matched as text against any record's id"],
]);

/** The object schemas a part's value may be: itself, or each option of a union, unwrapped. */
function objectsOf(schema: unknown): unknown[] {
  const def = defOf(schema);
  if (def.type === "object") return [schema];
  if (def.type === "union") return (def.options as unknown[]).flatMap(objectsOf);
  if (def.type === "pipe") return objectsOf(def.in);
  return "innerType" in def ? objectsOf(def.innerType) : [];
}

function isList(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === "array") return true;
  if (def.type === "pipe") return isList(def.in);
  return "innerType" in def ? isList(def.innerType) : false;
}

/** Every top-level field of the route's path, query and body that names a row (by its name or schema). */
export function idFieldsOf(route: { schema: Partial<Record<IdPart, unknown>> }): IdField[] {
  const fields: IdField[] = [];
  for (const part of ["params", "querystring", "body"] as const) {
    const schema = route.schema[part];
    if (!schema) continue;
    for (const owner of objectsOf(schema)) {
      for (const [name, child] of Object.entries(defOf(owner).shape as Record<string, unknown>)) {
        if (!(ID_NAME.test(name) || isSharedId(child)) || NOT_ROW_IDS.has(`${part}.${name}`)) continue;
        fields.push({ part, name, schema: child, owner, list: isList(child) });
      }
    }
  }
  return fields;
}

export interface IdEdge {
  value: number | string;
  /**
   * Whether some id column could hold it (a row may or may not have it): in a path (integer and uuid
   * columns only) or in a query or body field (where a bigint column's id may also go).
   */
  possible: { path: boolean; field: boolean };
}

const never = { path: false, field: false };

/** Values on and past the edges of every kind of id. */
export const ID_EDGES: IdEdge[] = [
  { value: 0, possible: never },
  { value: -1, possible: never },
  { value: 1.5, possible: never },
  { value: 2 ** 31 - 1, possible: { path: true, field: true } },
  { value: 2 ** 31, possible: { path: false, field: true } },
  { value: 2 ** 53, possible: never },
  { value: Number("9".repeat(40)), possible: never },
  { value: "9".repeat(40), possible: never },
  { value: "-0", possible: never },
  { value: "abc", possible: never },
  { value: "not-a-uuid", possible: never },
  { value: "6f1c1a52-5c1e-4b9a-9c2e-0d1f2a3b4c5d", possible: { path: true, field: true } },
];

/** The edge as it goes in a URL (path segment or query value). */
export const inUrl = (value: number | string) =>
  encodeURIComponent(typeof value === "number" ? numberText(value) : value);

/** Numbers as a client would write them: 2^53 in full, not in exponent form. */
function numberText(value: number): string {
  return Number.isSafeInteger(value) || Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
}

/** What a list of ids holds (the schema of one id). */
export function elementOf(schema: unknown): unknown {
  const def = defOf(schema);
  if (def.type === "array") return def.element;
  if (def.type === "pipe") return elementOf(def.in);
  return "innerType" in def ? elementOf(def.innerType) : schema;
}
