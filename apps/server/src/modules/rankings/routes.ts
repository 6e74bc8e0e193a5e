// GET /api/offers/rankings: the ids of the live offers students take most, this week and this month.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { offerRankingsSchema } from "@studentperks/contracts/offers";
import type { RankingsService } from "./service.ts";

/** Shared caches may keep it a minute: it is the same for everyone and recounted every few minutes. */
const RANKINGS_MAX_AGE_S = 60;

export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService }> = async (
  app,
  { rankings },
) => {
  app.get(
    "/api/offers/rankings",
    { schema: { response: { 200: offerRankingsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${RANKINGS_MAX_AGE_S}`);
      return rankings.rankings();
    },
  );
};
