// The API description (issue 21): /api/openapi.json is a valid OpenAPI 3.1 document that names every
// /api route the app registers (read from the app itself, so a new route without a description fails
// here), marks the staff routes, and /api/docs shows it in Swagger UI under a CSP that lets it run.
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const declared: RouteOptions[] = [];
let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => declared.push(route) });
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});
afterAll(() => t.close());

/** The API's routes as [method, OpenAPI path]: not pages or files, not the viewer's own, no HEAD twins. */
function apiOperations(routes: Pick<RouteOptions, "method" | "url">[]): [string, string][] {
  return routes
    .filter(({ url }) => url.startsWith("/api/") && !/^\/api\/docs(\/|$)/.test(url))
    .flatMap(({ method, url }) =>
      [method]
        .flat()
        .filter((m) => m !== "HEAD")
        .map((m): [string, string] => [m.toLowerCase(), url.replace(/:(\w+)/g, "{$1}")]),
    );
}

function missingFrom(document: Document, routes: Pick<RouteOptions, "method" | "url">[]): string[] {
  return apiOperations(routes)
    .filter(([method, path]) => !document.paths[path]?.[method])
    .map(([method, path]) => `${method} ${path}`);
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe("the API description", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every API route the app registers, and nothing else", () => {
    const routes = apiOperations(declared);
    expect(routes.length).toBeGreaterThan(40);
    expect(missingFrom(doc, declared)).toEqual([]);
    // The check sees a route the document lacks.
    expect(missingFrom(doc, [...declared, { method: "POST", url: "/api/not/described/:id" }])).toEqual([
      "post /api/not/described/{id}",
    ]);
    const documented = operations().map(({ method, path }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(routes.map(([method, path]) => `${method} ${path}`).sort());
  });

  it("names, says and answers every operation: a unique operationId, a summary and description, a success", () => {
    const problems: string[] = [];
    const named = new Map<string, string>();
    for (const { path, method, operation } of operations()) {
      const key = `${method} ${path}`;
      const id = operation.operationId;
      if (!id) problems.push(`${key}: no operationId`);
      else if (named.has(id)) problems.push(`${key}: operationId ${id} also names ${named.get(id)}`);
      else named.set(id, key);
      if (!operation.summary?.trim()) problems.push(`${key}: no summary`);
      if (!operation.description?.trim()) problems.push(`${key}: no description`);
      if (!Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status))) {
        problems.push(`${key}: no success answer`);
      }
    }
    expect(problems).toEqual([]);
    // Derived from the method and the path, so an id changes only when its route does.
    expect(doc.paths["/api/admin/institutions/{id}"]?.patch?.operationId).toBe("patchAdminInstitutionsById");
    expect(doc.paths["/api/admin/insights.csv"]?.get?.operationId).toBe("getAdminInsightsCsv");
    expect(doc.paths["/api/offers/{id}/redeem"]?.post?.operationId).toBe("postOffersByIdRedeem");
  });

  it("documents the CSV of insights.csv and the file of a verification document as their media types", () => {
    const csv = doc.paths["/api/admin/insights.csv"]?.get?.responses["200"]?.content;
    expect(Object.keys(csv ?? {})).toEqual(["text/csv"]);
    const file = doc.paths["/api/admin/verifications/documents/{id}/file"]?.get?.responses["200"]?.content;
    expect(Object.keys(file ?? {})).toEqual(
      expect.arrayContaining(["application/pdf", "image/jpeg", "image/png", "image/webp"]),
    );
  });

  it("tags every operation by area and describes its errors as { message, code }", () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      const error = operation.responses.default?.content?.["application/json"]?.schema;
      expect(error?.$ref, `${method} ${path}`).toBe("#/components/schemas/Error");
    }
    expect(doc.paths["/api/auth/login"]?.post?.tags).toEqual(["auth"]);
    expect(doc.paths["/api/offers/{id}/redeem"]?.post?.tags).toEqual(["redemption"]);
    expect(doc.paths["/api/students/verify-otp"]?.post?.tags).toEqual(["verification"]);
    expect(doc.paths["/api/auth/login"]?.post?.responses["400"]).toBeDefined();
  });

  it("describes the session cookie and which routes need it", () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sp_session",
    });
    const user = doc.paths["/api/auth/user"]?.get;
    expect(user?.security).toEqual([{ sessionCookie: [] }]);
    expect(user?.responses["401"]).toBeDefined();
    const redeem = doc.paths["/api/offers/{id}/redeem"]?.post;
    expect(redeem?.security).toEqual([{ sessionCookie: [] }]);
    expect(redeem?.responses["403"]).toBeDefined();
    expect(doc.paths["/api/offers"]?.get?.security).toBeUndefined();
  });

  it("marks every staff route as staff-only", () => {
    const staff = operations().filter(({ path }) => path.startsWith("/api/admin/"));
    expect(staff.length).toBeGreaterThan(15);
    for (const { path, method, operation } of staff) {
      expect(operation.tags, `${method} ${path}`).toContain("staff");
      expect(operation.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
      expect(operation.description, `${method} ${path}`).toMatch(/staff only/i);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
    const others = operations().filter(({ path }) => !path.startsWith("/api/admin/"));
    for (const { operation } of others) expect(operation.tags).not.toContain("staff");
  });

  it("describes file uploads as multipart forms", () => {
    for (const [path, file] of [
      ["/api/students/verify-document", "document"],
      ["/api/upload/logo", "file"],
      ["/api/upload/cover", "file"],
    ] as const) {
      const form = doc.paths[path]?.post?.requestBody?.content["multipart/form-data"];
      expect(form?.schema.properties?.[file], path).toMatchObject({ type: "string", format: "binary" });
    }
    const fields =
      doc.paths["/api/students/verify-document"]?.post?.requestBody?.content["multipart/form-data"];
    expect(Object.keys(fields?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(["documentType", "institution"]),
    );
  });
});

describe("the API viewer", () => {
  it("answers a Swagger UI page at /api/docs whose own files load under its CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('id="swagger-ui"');
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    for (const file of ["swagger-ui-bundle.js", "swagger-initializer.js", "swagger-ui.css"]) {
      const asset = await t.app.inject({ method: "GET", url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const initializer = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.body).toContain("./json");
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.json()).toEqual(doc);
  });

  it("leaves the rest of the API under its strict policy", async () => {
    for (const url of ["/api/offers", "/api/openapi.json", "/api/docsx"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
