// GET /api/offers: the cached public list, answered with ETag/304 and a precompressed body.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { offerListSchema } from "@studentperks/contracts/offers";
import { pickEncoding } from "#server/lib/accept-encoding.ts";
import { ifNoneMatchMatches } from "#server/lib/if-none-match.ts";
import type { OffersService } from "./service.ts";

export const offersRoutes: FastifyPluginAsyncZod<{ service: OffersService }> = async (app, { service }) => {
  app.get(
    "/api/offers",
    {
      // The body is precompressed by the service; the global compressor must not touch it.
      compress: false,
      // Answered from memory: kept answering while the server sheds load (plugins/load-shedding.ts).
      config: { cost: "cheap" },
      // Documents the answer; the service builds the body through this same contract schema.
      schema: {
        summary: "The public offer catalogue (no codes or referral links)",
        description: "The live offers; 304 when If-None-Match names the current catalogue's ETag.",
        response: { 200: offerListSchema, 304: z.undefined() },
      },
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
