// GET /api/site: public facts the pages show that are settings, not code (the support address), so
// one web build serves every deployment.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";

export const siteRoutes: FastifyPluginAsyncZod<{ supportEmail: string }> = async (app, { supportEmail }) => {
  route(
    app,
    "GET /api/site",
    // A setting read once: kept answering while the server sheds load.
    {
      config: { cost: "cheap" },
    },
    async (_request, reply) => reply.header("cache-control", "public, max-age=300").send({ supportEmail }),
  );
};
