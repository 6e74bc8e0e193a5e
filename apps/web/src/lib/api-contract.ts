// Every answer the web client reads is typed by its schema in packages/contracts, the schema the server
// route answers through. In development and tests the answer is also checked against it, so a change
// that breaks the client fails there, naming the call and the first field that is wrong.
//
// Production trusts the answer: the server encodes every answer through the same schema
// (fastify-type-provider-zod), so only a tab opened before a deploy could see another shape, and
// skipping the check keeps the schemas, and zod, out of the home page's first load. That is why a call
// passes a loader of its schema rather than the schema: only a check calls it.
import type * as z from "zod";

/** Loads a call's answer schema (or its schemas by status); only a check calls it. */
export type Contract<T> = () => Promise<T>;

/** A route's answers by status, as the route declares them in `schema.response`. */
export type StatusSchemas = Partial<Record<number, z.ZodType>>;

/** One of the listed answers, told apart by its status. */
export type StatusAnswer<M extends StatusSchemas> = {
  [Status in keyof M & number]: { status: Status; body: z.output<NonNullable<M[Status]>> };
}[keyof M & number];

// Read at each call rather than once, so a test can stub the mode; a build folds it to a constant.
const checksAnswers = () => import.meta.env.DEV || import.meta.env.MODE === "test";

/** An answer its contract does not allow: a bug in the client or the server, never the user's doing. */
export class ContractMismatchError extends Error {
  readonly call: string;

  constructor(call: string, problem: string) {
    super(`The answer to ${call} does not match its contract: ${problem}`);
    this.name = "ContractMismatchError";
    this.call = call;
  }
}

/** `call` is how the error names the request, e.g. "GET /api/offers". */
export async function readAnswer<S extends z.ZodType>(
  call: string,
  contract: Contract<S>,
  body: unknown,
): Promise<z.output<S>> {
  // Trusted in production: the server sent it through this schema (see the top of this file).
  if (!checksAnswers()) return body as z.output<S>;
  return parseAnswer(call, await contract(), body);
}

export async function readStatusAnswer<M extends StatusSchemas>(
  call: string,
  contract: Contract<M>,
  status: number,
  body: unknown,
): Promise<StatusAnswer<M>> {
  if (!checksAnswers()) return { status, body } as StatusAnswer<M>;
  const schema = (await contract())[status];
  if (schema === undefined) throw new ContractMismatchError(call, `its contract lists no ${status} answer`);
  // The check proved the body; TypeScript cannot tie a status known only at run time to its schema.
  return { status, body: parseAnswer(call, schema, body) } as StatusAnswer<M>;
}

function parseAnswer<S extends z.ZodType>(call: string, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [first, ...others] = result.error.issues;
  const where = first?.path.length ? first.path.map(String).join(".") : "the body";
  const more = others.length > 0 ? ` (and ${others.length} more)` : "";
  throw new ContractMismatchError(call, `${where}: ${first?.message ?? "not allowed"}${more}`);
}
