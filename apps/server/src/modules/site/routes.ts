// GET /api/site: public facts the pages show that are settings, not code (the support address), so
// one web build serves every deployment.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteInfoSchema } from "@studentperks/contracts/site";

export const siteRoutes: FastifyPluginAsyncZod<{ supportEmail: string }> = async (app, { supportEmail }) => {
  app.get(
    "/api/site",
    // A setting read once: kept answering while the server sheds load.
    {
      schema: { summary: "The public settings the web app needs", response: { 200: siteInfoSchema } },
      config: { cost: "cheap" },
    },
    async (_request, reply) => reply.header("cache-control", "public, max-age=300").send({ supportEmail }),
  );
};
