// POST /api/merchants/partnership-request (spec 001 §7).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { t } from "#server/i18n/index.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import type { MerchantsService } from "./service.ts";

const HOUR = 3_600_000;

export const merchantsRoutes: FastifyPluginAsyncZod<{ merchants: MerchantsService }> = async (
  app,
  { merchants },
) => {
  route(
    app,
    "POST /api/merchants/partnership-request",
    {
      preHandler: limitRequests(app, [{ name: "partnership:ip", max: 10, windowMs: HOUR, key: byIp }]),
    },
    async (request, reply) => {
      const { id } = await merchants.submitPartnershipRequest(request.body, request.locale);
      return reply.code(201).send({ message: t("answers.partnershipSubmitted"), id });
    },
  );
};
