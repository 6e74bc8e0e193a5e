// GET /api/health: 200 only after a real round trip to the database, 503 otherwise.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, healthSchema } from "@studentperks/contracts/errors";

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      try {
        await ping();
      } catch (error) {
        request.log.error({ err: error, reqId: request.id }, "health check: database unreachable");
        return reply.code(503).send({ message: "Database unavailable" });
      }
      return reply.header("cache-control", "no-store").send({ status: "ok", database: "ok" });
    },
  );
};
