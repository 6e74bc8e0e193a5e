// The API description (issue 21): an OpenAPI 3.1 document built by @fastify/swagger from the routes'
// own zod schemas, served at /api/openapi.json and browsable at /api/docs (Swagger UI, whose files are
// loaded by that page only). Register it before the /api routes: it learns them as they are added.
//
// What zod cannot say is added here, from the route itself: its area (tag, from the URL), the session
// it needs (the guards of plugins/sessions.ts; everything under /api/admin is staff-only), the error
// answers it can give (always { message, code }), and a multipart form a route declares in its config.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import * as z from "zod";
import { errorBodySchema } from "@studentperks/contracts/errors";
import { answerText } from "@studentperks/contracts/text";
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

declare module "fastify" {
  interface FastifyContextConfig {
    /** Documents a route that reads a multipart form (the API description shows it). */
    multipartForm?: MultipartForm;
  }
}

const TAGS = [
  { name: "auth", description: "Registration, sign-in and sign-out, password reset, the current user." },
  { name: "students", description: "A student's profile, password and login e-mail." },
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

/** The role the route's own hooks ask for: undefined when none (open, or checked inside). */
function requiredRole(route: RouteOptions): string | null | undefined {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();
  for (const hook of hooks) {
    const role = guardedRole(hook);
    if (role !== undefined) return role;
  }
  return undefined;
}

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorBodySchema } },
});

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Tags, security, errors and forms: what the route says beyond its zod schemas. */
function describeRoute(schema: Schema, url: string, route: RouteOptions): Schema {
  const staff = url.startsWith("/api/admin");
  const role = staff ? "admin" : requiredRole(route);
  const form = route.config?.multipartForm;
  const methods = [route.method].flat();
  const changesState = methods.some((method) => !["GET", "HEAD", "OPTIONS"].includes(method));
  const hasInput = Boolean(schema.body ?? schema.querystring ?? schema.params ?? form);

  const errors: Record<string, ReturnType<typeof errorAnswer>> = {};
  if (hasInput) {
    errors["400"] = errorAnswer("Invalid request: code INVALID_FIELDS (with `issues`) or BAD_REQUEST.");
  }
  if (role !== undefined) errors["401"] = errorAnswer("Not signed in: code SIGNED_OUT.");
  const forbidden = [
    ...(role ? [`FORBIDDEN: the session's account is not ${role === "admin" ? "staff" : `a ${role}`}`] : []),
    ...(changesState ? ["CROSS_SITE: the request came from another site's page"] : []),
  ];
  if (forbidden.length > 0) errors["403"] = errorAnswer(`Refused: code ${forbidden.join("; or ")}.`);
  if (schema.params) errors["404"] = errorAnswer("Nothing with that id: code NOT_FOUND.");
  if (form) {
    errors["413"] = errorAnswer(`The file is larger than ${form.maxBytes} bytes: code TOO_LARGE.`);
    errors["415"] = errorAnswer("The file is not of an accepted type: code UNSUPPORTED_TYPE.");
  }
  errors.default = errorAnswer(
    "Any other error, as { message, code }: 409 conflicts, 429 RATE_LIMITED with Retry-After, " +
      "503 SERVER_BUSY (nothing done, safe to retry), 500 INTERNAL.",
  );

  const described: Schema = {
    ...schema,
    tags: staff ? ["admin", STAFF_TAG] : [areaOf(url)],
    response: { ...errors, ...schema.response },
  };
  if (role !== undefined) described.security = [{ [SESSION_SCHEME]: [] }];
  if (staff) {
    described.description = [
      "**Staff only**: needs the session of a staff (admin) account.",
      typeof schema.description === "string" ? schema.description : "",
    ]
      .filter(Boolean)
      .join(" ");
  } else if (role) {
    described.description = `Needs the session of a ${role} account.`;
  } else if (role === null) {
    described.description = "Needs a signed-in session.";
  }
  return described;
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
      const described = describeRoute((document.schema ?? {}) as Schema, url, route);
      const transformed = fromZod({ ...document, schema: described });
      const form = route.config?.multipartForm;
      if (!form) return transformed;
      return {
        ...transformed,
        schema: { ...transformed.schema, consumes: ["multipart/form-data"], body: formBody(form) },
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
