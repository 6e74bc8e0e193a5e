// GET /api/offers: the cached public list, answered with ETag/304 and a precompressed body; and
// GET /api/offers/:id: one live offer with all its texts (the offer dialog's read).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { pickEncoding } from "#server/lib/accept-encoding.ts";
import { ifNoneMatchMatches } from "#server/lib/if-none-match.ts";
import { AppError } from "#server/lib/app-error.ts";
import { redemptionMessages } from "@studentperks/contracts/redemption";
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
      return reply.send((encoding === "identity" ? list.identity : await list.encoded(encoding)) as never);
    },
  );

  route(
    app,
    "GET /api/offers/:id",
    { config: { cost: "cheap", refusals: { 404: ["OFFER_NOT_FOUND"] } } },
    async (request, reply) => {
      const live = await service.liveOffer(request.params.id);
      if (!live) throw new AppError(404, redemptionMessages.offerNotFound, "OFFER_NOT_FOUND");
      // Changes when staff edit it: a browser asks again on each open, a cheap answer from memory.
      reply.header("cache-control", "no-cache");
      return live.offer;
    },
  );
};
