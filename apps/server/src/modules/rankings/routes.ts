// GET /api/offers/rankings: the ids of the live offers staff featured, and of those students take
// most, this week and this month.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import type { RankingsService } from "./service.ts";

/**
 * Asked again on every use, by browsers and shared caches alike: staff who save a new Featured order
 * and open the home page must see it (with a minute's max-age a browser could show the old row). The
 * answer is cheap (counts cached per process, Featured from the catalogue's cache) and small.
 */
const RANKINGS_CACHE_CONTROL = "no-cache";

export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService }> = async (
  app,
  { rankings },
) => {
  route(
    app,
    "GET /api/offers/rankings",
    // Counts cached per process: kept answering while the server sheds load.
    {
      config: { cost: "cheap" },
    },
    async (_request, reply) => {
      reply.header("cache-control", RANKINGS_CACHE_CONTROL);
      return rankings.rankings();
    },
  );
};
