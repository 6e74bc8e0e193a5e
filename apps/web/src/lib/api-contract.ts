// Every answer the web client reads is typed by its route's declaration in the contracts' route table,
// the declaration the server route answers through. In development and tests the answer is also
// checked against it, so a change that breaks the client fails there, naming the call and the first
// field that is wrong.
//
// Production trusts the answer: the server encodes every answer through the same schema
// (fastify-type-provider-zod), so only a tab opened before a deploy could see another shape, and
// skipping the check keeps the schemas, and zod, out of the home page's first load (decision 0003).
// That is why the table is imported here only dynamically, behind checksAnswers(), which a build
// folds to a constant: the import, and every schema, drops out of a production bundle.
import type * as z from "zod";
import { TAGGED_ANSWER_ROUTES } from "@studentperks/contracts/routes/tagged-answers";
import type { AnswerOf, RouteKey } from "@studentperks/contracts/routes";

// Read at each call rather than once, so a test can stub the mode. Written where it is used, not
// behind a function, so that a production build folds it to `false` and drops the check, the dynamic
// import of the route table with it.

/** An answer its contract does not allow: a bug in the client or the server, never the user's doing. */
export class ContractMismatchError extends Error {
  readonly call: string;

  constructor(call: string, problem: string) {
    super(`The answer to ${call} does not match its contract: ${problem}`);
    this.name = "ContractMismatchError";
    this.call = call;
  }
}

const isTagged = (key: RouteKey) => (TAGGED_ANSWER_ROUTES as readonly RouteKey[]).includes(key);

/**
 * The answer to a call of the route `key`, as AnswerOf<K> types it; `call` is how an error names the
 * request, e.g. "GET /api/brands/noon".
 */
export async function readDeclaredAnswer<K extends RouteKey>(
  key: K,
  call: string,
  status: number,
  body: unknown,
): Promise<AnswerOf<K>> {
  const checked =
    import.meta.env.DEV || import.meta.env.MODE === "test"
      ? await checkAnswer(key, call, status, body)
      : body;
  // The check proved the body; TypeScript cannot tie a status known only at run time to its schema.
  return (isTagged(key) ? { status, body: checked } : checked) as AnswerOf<K>;
}

async function checkAnswer(key: RouteKey, call: string, status: number, body: unknown): Promise<unknown> {
  const { routes } = await import("@studentperks/contracts/routes");
  const responses: Readonly<Record<number, z.ZodType | null>> = routes[key].responses;
  const schema = responses[status];
  if (schema === undefined) throw new ContractMismatchError(call, `its contract lists no ${status} answer`);
  // An answer without a body (204): nothing to check.
  return schema === null ? body : parseAnswer(call, schema, body);
}

function parseAnswer(call: string, schema: z.ZodType, body: unknown): unknown {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [first, ...others] = result.error.issues;
  const where = first?.path.length ? first.path.map(String).join(".") : "the body";
  const more = others.length > 0 ? ` (and ${others.length} more)` : "";
  throw new ContractMismatchError(call, `${where}: ${first?.message ?? "not allowed"}${more}`);
}
