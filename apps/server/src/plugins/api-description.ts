// The API description (issue 21): an OpenAPI 3.1 document built by @fastify/swagger from the routes'
// own zod schemas (each route's declaration in the contracts' route table, registered through
// lib/declared-route.ts), served at /api/openapi.json and browsable at /api/docs (Swagger UI, whose
// files are loaded by that page only). Register it before the /api routes: it learns them as they are
// added.
//
// What zod cannot say is added here, from the route itself: its area (tag, from the URL), its
// operationId (from its method and path), the session it needs (the guards of plugins/sessions.ts;
// everything under /api/admin is staff-only), every error answer it can give (always
// { message, code }; api-refusals.ts), and a multipart form or a file answer it declares in its config.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import * as z from "zod";
import { errorBodySchema } from "@studentperks/contracts/errors";
import { answerText } from "@studentperks/contracts/text";
import { refusalAnswers, refusalsOf } from "./api-refusals.ts";
import { isRequestLimit } from "./rate-limit.ts";
import { guardedRole } from "./sessions.ts";

export const API_DESCRIPTION_URL = "/api/openapi.json";
export const API_DOCS_PREFIX = "/api/docs";
const SESSION_SCHEME = "sessionCookie";
const STAFF_TAG = "staff";

/** A multipart/form-data body, which zod does not describe: the file field and the text fields. */
export interface MultipartForm {
  file: string;
  accept: readonly string[];
  maxBytes: number;
  fields?: z.ZodType;
}

/** A success answer that is not JSON (a CSV, a stored file), by its media types. */
export interface FileAnswer {
  types: readonly string[];
  description: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Documents a route that reads a multipart form (the API description shows it). */
    multipartForm?: MultipartForm;
    /** Documents a route whose 200 is a file, not JSON. */
    fileAnswer?: FileAnswer;
  }
}

const TAGS = [
  { name: "auth", description: "Registration, sign-in and sign-out, password reset, the current user." },
  { name: "students", description: "A student's profile, password, login e-mail and data export." },
  { name: "verification", description: "Student status: institution e-mail codes and documents." },
  { name: "offers", description: "The public offer catalogue and its rankings." },
  { name: "brands", description: "A brand's public page." },
  { name: "redemption", description: "Codes and links for verified students, favourites, usage counts." },
  { name: "merchants", description: "Partnership requests from brands." },
  { name: "uploads", description: "Logo and cover images sent with a partnership request." },
  { name: "contact", description: "Messages to the team." },
  { name: "site", description: "Public settings the web app needs." },
  { name: "health", description: "Liveness and readiness for load balancers." },
  { name: "admin", description: "The staff console." },
  { name: STAFF_TAG, description: "Staff only: every call needs the session of a staff (admin) account." },
  { name: "docs", description: "This description." },
];

/** The area of an /api URL, first matching rule wins. */
const AREAS: [RegExp, string][] = [
  [/^\/api\/admin(\/|$)/, "admin"],
  [/^\/api\/students\/verify/, "verification"],
  [/^\/api\/offers\/[^/]+\/(redeem|referral-click|copy)$/, "redemption"],
  [/^\/api\/(favorites|redemptions|analytics)(\/|$)/, "redemption"],
  [/^\/api\/upload\//, "uploads"],
  [/^\/api\/openapi\.json$/, "docs"],
];

function areaOf(url: string): string {
  for (const [pattern, tag] of AREAS) if (pattern.test(url)) return tag;
  return url.split("/")[2] || "api";
}

const routeHooks = (route: RouteOptions) =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();

/** The role the route's own hooks ask for: undefined when none (open, or checked inside). */
function requiredRole(route: RouteOptions): string | null | undefined {
  for (const hook of routeHooks(route)) {
    const role = guardedRole(hook);
    if (role !== undefined) return role;
  }
  return undefined;
}

/**
 * The operation's id, from its method and path: PATCH /api/admin/institutions/:id is
 * patchAdminInstitutionsById. Unique as long as routes are, and stable while the route is.
 */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

/** Who may call it, as the description's last sentence. */
function whoMayCall(role: string | null | undefined, staff: boolean): string {
  if (staff) return "**Staff only**: needs the session of a staff (admin) account.";
  if (role) return `Needs the session of a ${role} account.`;
  return role === null ? "Needs a signed-in session." : "Open to anyone: no session needed.";
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Id, tags, description and security: what the route says beyond its zod schemas. */
function describeRoute(schema: Schema, url: string, route: RouteOptions): Schema {
  const staff = url.startsWith("/api/admin");
  const role = staff ? "admin" : requiredRole(route);
  const methods = [route.method].flat().filter((method) => method !== "HEAD");
  const summary = typeof schema.summary === "string" ? schema.summary : "";
  const own = typeof schema.description === "string" ? schema.description : summary && `${summary}.`;
  const described: Schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(methods[0] ?? String(route.method), url),
    tags: staff ? ["admin", STAFF_TAG] : [areaOf(url)],
    description: [own, whoMayCall(role, staff)].filter(Boolean).join(" "),
    // Anything not listed below, as a client should be ready for; the route's own answers win.
    response: {
      default: {
        description: "Any other error, as { message, code }.",
        content: { "application/json": { schema: errorBodySchema } },
      },
      ...schema.response,
    },
  };
  if (role !== undefined) described.security = [{ [SESSION_SCHEME]: [] }];
  return described;
}

/** Every error answer the route can give, by status (api-refusals.ts). */
function errorAnswersOf(schema: Schema, url: string, route: RouteOptions) {
  const staff = url.startsWith("/api/admin");
  const methods = [route.method].flat();
  const form = route.config?.multipartForm;
  const statuses = refusalsOf({
    readsBody: methods.some((method) => BODY_METHODS.has(method)),
    validatesInput: Boolean(schema.body ?? schema.querystring ?? form),
    hasPathParams: Boolean(schema.params),
    role: staff ? "admin" : requiredRole(route),
    takesFile: Boolean(form),
    rateLimited: routeHooks(route).some(isRequestLimit),
    neverShed: route.config?.cost === "cheap",
    declared: route.config?.refusals ?? {},
  });
  return refusalAnswers(statuses, ERROR_REF);
}

/** The 200 of a route that answers a file. */
function fileAnswerOf({ types, description }: FileAnswer) {
  const schemaOf = (type: string) =>
    type.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" };
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: schemaOf(type) }])),
  };
}

/** The multipart form as JSON Schema (the zod transform has already run on the rest). */
function formBody(form: MultipartForm) {
  const fields = form.fields ? (z.toJSONSchema(form.fields, { io: "input" }) as Record<string, unknown>) : {};
  const properties = (fields.properties ?? {}) as Record<string, unknown>;
  const required = (fields.required ?? []) as string[];
  return {
    type: "object",
    properties: {
      ...properties,
      [form.file]: {
        type: "string",
        format: "binary",
        description: `One file (${form.accept.join(", ")}), at most ${form.maxBytes} bytes.`,
      },
    },
    required: [form.file, ...required],
  };
}

const ERROR_REF = "#/components/schemas/Error";

export async function registerApiDescription(app: FastifyInstance, { cookieName }: { cookieName: string }) {
  // The error body is one component every operation refers to.
  const registry = z.registry<{ id: string }>();
  registry.add(errorBodySchema, { id: "Error" });
  const fromZod = createJsonSchemaTransform({ schemaRegistry: registry });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "StudentPerks API",
        version: "1.0.0",
        description:
          "The JSON API of StudentPerks. Every error answer is `{ message, code }` (`message` in the " +
          "request's language, `code` a stable reason; 400s add `issues`). State-changing calls must " +
          "come from the site's own origin. Sessions are an HttpOnly cookie set by sign-in.",
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: cookieName,
            description: "The session cookie set by POST /api/auth/login and /api/auth/register.",
          },
        },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      // Only the API: pages, files and this viewer's own routes are left out.
      if (!url.startsWith("/api/") || url.startsWith(API_DOCS_PREFIX)) return { schema: { hide: true }, url };
      const own = (document.schema ?? {}) as Schema;
      const transformed = fromZod({ ...document, schema: describeRoute(own, url, route) });
      const schema = transformed.schema as Schema;
      const { multipartForm: form, fileAnswer } = route.config ?? {};
      return {
        ...transformed,
        schema: {
          ...schema,
          response: {
            ...errorAnswersOf(own, url, route),
            ...schema.response,
            ...(fileAnswer ? { 200: fileAnswerOf(fileAnswer) } : {}),
          },
          ...(form ? { consumes: ["multipart/form-data"], body: formBody(form) } : {}),
        },
      };
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: registry }),
  });

  app.get(
    API_DESCRIPTION_URL,
    {
      schema: {
        summary: "This OpenAPI 3.1 document",
        response: { 200: z.looseObject({ openapi: answerText() }) },
      },
    },
    async () => app.swagger(),
  );
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The viewer reads the same document (at its own ./json); no third-party validator (the default).
  });
}
