// /dev/mail, /dev/mail.json and /dev/mail/:id: the development outbox (never registered in production).
// It holds every reset and verification code, so it answers only this machine: a loopback socket that no
// proxy forwarded, naming a loopback Host or PUBLIC_URL's (lib/loopback.ts). Others get the plain 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { line } from "@studentperks/contracts/text";
import * as z from "zod";
import { isDirectLocalRequest } from "#server/lib/loopback.ts";
import { notFoundBody } from "#server/plugins/errors.ts";
import type { Mailer } from "#server/services/mailer/mailer.ts";
import type { WeeklyDigest } from "#server/modules/digest/index.ts";
import { renderOutboxPage } from "./page.ts";

type Outbox = NonNullable<Mailer["outbox"]>;

export const devMailRoutes: FastifyPluginAsyncZod<{
  outbox: Outbox;
  publicUrl: string;
  /** The weekly e-mail's job (modules/digest), so a developer can see this week's at once. */
  weeklyDigest: Pick<WeeklyDigest, "runOnce">;
}> = async (app, { outbox, publicUrl, weeklyDigest }) => {
  app.addHook("onRequest", async (request, reply) => {
    if (!isDirectLocalRequest(request, publicUrl)) return reply.code(404).send(notFoundBody(request));
  });

  // ?limit= (at most 500) reaches further back than the newest 50: a browser test that looks for a
  // message sent minutes ago, while other tests mail meanwhile.
  app.get(
    "/dev/mail.json",
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }) } },
    async (request, reply) => {
      const messages = await outbox.list(request.query.limit);
      return reply.header("cache-control", "no-store").send(
        messages.map(({ to, subject, text, html, headers, sentAt }) => ({
          to,
          subject,
          text,
          html,
          headers,
          sentAt,
        })),
      );
    },
  );

  // This week's "New for students this week" now, rather than from Monday 10:00 in Dubai; still once a
  // week per student.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    "/dev/mail/weekly-email",
    { schema: { querystring: z.object({ to: line().max(254).optional() }) } },
    async (request, reply) => {
      // ?to= sends to that address only: a browser test must not flood the outbox others read.
      const to = request.query.to?.trim().toLowerCase();
      const done = await weeklyDigest.runOnce({ beforeSendTime: true, ...(to ? { onlyTo: to } : {}) });
      // The outbox page's button comes back to the page; a script gets the counts.
      if (request.headers.accept?.includes("text/html")) return reply.redirect("/dev/mail", 303);
      return reply.header("cache-control", "no-store").send(done);
    },
  );

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
