// GET /api/offers: the cached public list, answered with ETag/304 and a precompressed body.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { pickEncoding } from "#server/lib/accept-encoding.ts";
import { ifNoneMatchMatches } from "#server/lib/if-none-match.ts";
import type { OffersService } from "./service.ts";

export const offersRoutes: FastifyPluginAsyncZod<{ service: OffersService }> = async (app, { service }) => {
  route(
    app,
    "GET /api/offers",
    {
      // The body is precompressed by the service; the global compressor must not touch it.
      compress: false,
      // Answered from memory: kept answering while the server sheds load (plugins/load-shedding.ts).
      config: { cost: "cheap" },
    },
    async (request, reply) => {
      const list = await service.publicList();
      reply.header("cache-control", "no-cache").header("vary", "accept-encoding").header("etag", list.etag);
      if (ifNoneMatchMatches(request.headers["if-none-match"], list.etag)) {
        return reply.code(304).send();
      }
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      reply.header("content-type", "application/json; charset=utf-8");
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      // A Buffer skips the serializer: the bytes were produced once, through offerListSchema.
      return reply.send(list[encoding] as never);
    },
  );
};
