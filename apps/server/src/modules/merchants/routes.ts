// POST /api/merchants/partnership-request (spec 001 §7).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { partnershipRequestAnswerSchema, partnershipRequestSchema } from "@studentperks/contracts/merchants";
import { t } from "#server/i18n/index.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import type { MerchantsService } from "./service.ts";

const HOUR = 3_600_000;

export const merchantsRoutes: FastifyPluginAsyncZod<{ merchants: MerchantsService }> = async (
  app,
  { merchants },
) => {
  app.post(
    "/api/merchants/partnership-request",
    {
      schema: {
        summary: "Send a brand's partnership request (the logo and cover uploaded first)",
        body: partnershipRequestSchema,
        response: { 201: partnershipRequestAnswerSchema },
      },
      preHandler: limitRequests(app, [{ name: "partnership:ip", max: 10, windowMs: HOUR, key: byIp }]),
    },
    async (request, reply) => {
      const { id } = await merchants.submitPartnershipRequest(request.body, request.locale);
      return reply.code(201).send({ message: t("answers.partnershipSubmitted"), id });
    },
  );
};
