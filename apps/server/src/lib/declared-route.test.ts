import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "@studentperks/contracts/routes";
import { route } from "./declared-route.ts";

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
let app: ReturnType<typeof bareApp>;
afterEach(() => app.close());

describe("a route registered against its declaration", () => {
  it("takes its method, path and schema from the table", async () => {
    app = bareApp();
    const seen: { method: unknown; url: string; schema: unknown }[] = [];
    app.addHook("onRoute", ({ method, url, schema }) => void seen.push({ method, url, schema }));
    route(app, "PUT /api/auth/locale", {}, async (request) => ({
      user: { locale: request.body.locale } as never,
    }));
    await app.ready();
    const declared = routes["PUT /api/auth/locale"];
    expect(seen).toMatchObject([{ method: "PUT", url: "/api/auth/locale" }]);
    // Only what the declaration has: no params or querystring for a route without them.
    const schema = seen[0]!.schema as Record<string, unknown>;
    expect(Object.keys(schema)).toEqual(["summary", "body", "response"]);
    expect(schema).toMatchObject({ summary: declared.summary, body: declared.body });
    expect(schema.response).toEqual(declared.responses);
    // The declared body schema validates the request.
    const refused = await app.inject({ method: "PUT", url: "/api/auth/locale", payload: { locale: "fr" } });
    expect(refused.statusCode).toBe(400);
  });

  it("answers at its declared full path inside a plugin registered with a prefix", async () => {
    app = bareApp();
    await app.register(
      async (admin) => {
        route(admin.withTypeProvider<ZodTypeProvider>(), "GET /api/admin/offers/featured", {}, () => ({
          offers: [],
        }));
      },
      { prefix: "/api/admin" },
    );
    const answer = await app.inject({ method: "GET", url: "/api/admin/offers/featured" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ offers: [] });
  });

  it("refuses a declaration outside the prefix it is registered under", async () => {
    app = bareApp();
    await expect(
      app.register(
        async (admin) => {
          route(admin.withTypeProvider<ZodTypeProvider>(), "GET /api/site", {}, () => ({
            supportEmail: "x",
          }));
        },
        { prefix: "/api/admin" },
      ),
    ).rejects.toThrow("GET /api/site is declared outside the prefix /api/admin it is registered under");
  });

  it("sends an answer declared without a body (204) empty", async () => {
    app = bareApp();
    route(app, "POST /api/auth/logout", {}, async (_request, reply) => reply.code(204).send());
    const answer = await app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe("");
  });
});
