// /dev/mail, /dev/mail.json and /dev/mail/:id: the development outbox (never registered in production).
// It holds every reset and verification code, so it answers only this machine: a loopback socket that no
// proxy forwarded, naming a loopback Host or PUBLIC_URL's (lib/loopback.ts). Others get the plain 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { line } from "@studentperks/contracts/text";
import * as z from "zod";
import { isDirectLocalRequest } from "#server/lib/loopback.ts";
import { notFoundBody } from "#server/plugins/errors.ts";
import type { Mailer } from "#server/services/mailer/mailer.ts";
import { renderOutboxPage } from "./page.ts";

type Outbox = NonNullable<Mailer["outbox"]>;

export const devMailRoutes: FastifyPluginAsyncZod<{ outbox: Outbox; publicUrl: string }> = async (
  app,
  { outbox, publicUrl },
) => {
  app.addHook("onRequest", async (request, reply) => {
    if (!isDirectLocalRequest(request, publicUrl)) return reply.code(404).send(notFoundBody(request));
  });

  app.get("/dev/mail.json", async (_request, reply) => {
    const messages = await outbox.list();
    return reply
      .header("cache-control", "no-store")
      .send(messages.map(({ to, subject, text, html, sentAt }) => ({ to, subject, text, html, sentAt })));
  });

  app.get("/dev/mail", async (_request, reply) =>
    reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(renderOutboxPage(await outbox.list())),
  );

  app.get(
    "/dev/mail/:id",
    { schema: { params: z.object({ id: line().regex(/^[\w-]{1,64}$/) }) } },
    async (request, reply) => {
      const message = (await outbox.list(500)).find((m) => m.id === request.params.id);
      if (!message) return reply.code(404).send(notFoundBody(request));
      return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(message.html);
    },
  );
};
