// Registers a handler against its declaration in the shared route table (packages/contracts/src/routes):
// the method, URL and schema (summary, params, querystring, body, answers by status) all come from
// there, so the server cannot drift from what the web client calls, and the API description, built
// from the registered schemas, describes the same table. Handlers stay typed by
// fastify-type-provider-zod from those schemas, as with app.get/post.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { routes, type DeclaredPart, type RouteKey, type Routes } from "@studentperks/contracts/routes";

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Responses<K extends RouteKey> = Routes[K]["responses"];
/** An answer declared without a body (null) is sent empty: z.undefined() for the serializer. */
type ResponseSchemas<K extends RouteKey> = keyof Responses<K> extends never
  ? undefined
  : { [S in keyof Responses<K>]: Responses<K>[S] extends null ? z.ZodUndefined : Responses<K>[S] };

/** The Fastify schema a declaration makes. */
export interface SchemaOf<K extends RouteKey> {
  summary: string;
  description?: string;
  params: DeclaredPart<K, "params">;
  querystring: DeclaredPart<K, "query">;
  body: DeclaredPart<K, "body">;
  response: ResponseSchemas<K>;
}

type DeclaredRouteOptions<K extends RouteKey> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<K>,
    ZodTypeProvider
  >,
  "schema"
>;

type DeclaredHandler<K extends RouteKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<K>,
  ZodTypeProvider
>;

const noBody = z.undefined();

/**
 * `route(app, "POST /api/auth/login", { config, preHandler }, handler)`. Inside a plugin registered
 * with a prefix (the staff console's "/api/admin"), the declared full path must start with it and is
 * registered relative to it, so the route still answers at the declared path.
 */
export function route<K extends RouteKey>(
  app: ZodApp,
  key: K,
  options: DeclaredRouteOptions<K>,
  handler: DeclaredHandler<K>,
): void {
  app.route({ ...options, ...placeOf(app.prefix, key), schema: schemaOf(key), handler } as RouteOptions);
}

function placeOf(prefix: string, key: RouteKey): Pick<RouteOptions, "method" | "url"> {
  const [method, path] = key.split(" ") as [RouteOptions["method"], string];
  if (!path.startsWith(prefix)) {
    throw new Error(`${key} is declared outside the prefix ${prefix} it is registered under`);
  }
  return { method, url: path.slice(prefix.length) };
}

/** The declaration as a Fastify schema; parts it does not declare are left out, as before. */
export function schemaOf<K extends RouteKey>(key: K): SchemaOf<K> {
  const declared: Routes[RouteKey] = routes[key];
  const response = Object.entries(declared.responses).map(([status, schema]) => [status, schema ?? noBody]);
  return {
    summary: declared.summary,
    ...("description" in declared ? { description: declared.description } : {}),
    ...("params" in declared ? { params: declared.params } : {}),
    ...("query" in declared ? { querystring: declared.query } : {}),
    ...("body" in declared ? { body: declared.body } : {}),
    ...(response.length > 0 ? { response: Object.fromEntries(response) } : {}),
  } as SchemaOf<K>;
}
