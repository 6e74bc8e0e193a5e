// POST /api/contact (spec 001 §7), from the merchants page and /contact-us.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { t } from "#server/i18n/index.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import type { SessionManager } from "#server/plugins/sessions.ts";
import type { ContactService } from "./service.ts";

const MINUTE = 60_000;

export interface ContactRoutesOptions {
  contact: ContactService;
  sessions: SessionManager;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact, sessions },
) => {
  route(
    app,
    "POST /api/contact",
    {
      // Each message lands in a staff mailbox: a few a person, not a flood.
      preHandler: limitRequests(app, [
        { name: "contact:ip:10m", max: 5, windowMs: 10 * MINUTE, key: byIp },
        { name: "contact:ip:day", max: 20, windowMs: 24 * 60 * MINUTE, key: byIp },
      ]),
    },
    async (request, reply) => {
      const session = await sessions.read(request);
      await contact.send(request.body, session?.userId ?? null);
      return reply.code(201).send({ message: t("answers.messageSent") });
    },
  );
};
