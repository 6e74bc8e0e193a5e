// GET /og/site.png and /og/offers/<id>.png: the link-preview cards (1200×630 PNG), cached a day.
// Drawing costs CPU, so drawing a card not yet made is limited per address; made ones are free.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { line } from "@studentperks/contracts/text";
import { ifNoneMatchMatches } from "#server/lib/if-none-match.ts";
import { notFoundBody } from "#server/plugins/errors.ts";
import { byIp, createLimiter } from "#server/plugins/rate-limit.ts";
import type { Card } from "./render.ts";
import { parseOfferId, type Previews } from "./service.ts";

const CACHE = "public, max-age=86400";
const MINUTE = 60_000;

function sendCard(request: FastifyRequest, reply: FastifyReply, card: Card) {
  reply.header("cache-control", CACHE).header("etag", card.etag);
  if (ifNoneMatchMatches(request.headers["if-none-match"], card.etag)) return reply.code(304).send();
  return reply.type("image/png").send(card.png);
}

export const previewRoutes: FastifyPluginAsyncZod<{ previews: Previews }> = async (app, { previews }) => {
  const limitDrawing = createLimiter(app, [{ name: "og-card:ip", max: 30, windowMs: MINUTE, key: byIp }]);

  // PNG is already compressed.
  app.get("/og/site.png", { compress: false }, async (request, reply) =>
    sendCard(request, reply, await previews.siteCard()),
  );

  const params = z.object({ file: line() });
  app.get("/og/offers/:file", { compress: false, schema: { params } }, async (request, reply) => {
    const id = parseOfferId(/^(\d+)\.png$/.exec(request.params.file)?.[1]);
    const card = id === null ? null : await previews.offerCard(id, () => limitDrawing(request));
    if (!card) return reply.code(404).send(notFoundBody(request));
    return sendCard(request, reply, card);
  });
};
