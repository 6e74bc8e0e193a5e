// GET /api/catalogue (a page of cards, searched, filtered, sorted) and GET /api/catalogue/front (the
// home page's rows, covers and brands). Both answer from memory: kept answering while the server
// sheds load, and sent as the JSON the service made (through the contract's card schema).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueMessages } from "@studentperks/contracts/catalogue-page";
import { AppError } from "#server/lib/app-error.ts";
import { route } from "#server/lib/declared-route.ts";
import { sessionMessages, type SessionManager } from "#server/plugins/sessions.ts";
import type { CatalogueService } from "./service.ts";

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  sessions: Pick<SessionManager, "read">;
  /** The ids of a student's saved offers. */
  savedOffers: (userId: string) => Promise<number[]>;
}> = async (app, { catalogue, sessions, savedOffers }) => {
  route(
    app,
    "GET /api/catalogue",
    { config: { cost: "cheap", refusals: { 401: ["SIGNED_OUT"] } } },
    async (request, reply) => {
      const { q, category, where, sort, cursor, limit, saved } = request.query;
      let only: Set<number> | undefined;
      if (saved) {
        const session = await sessions.read(request);
        if (session?.role !== "student") throw new AppError(401, sessionMessages.signedOut, "SIGNED_OUT");
        only = new Set(await savedOffers(session.userId));
      }
      const page = await catalogue.page({ q, category, where, sort, cursor, limit, only });
      if ("badCursor" in page) throw new AppError(400, catalogueMessages.cursor, "INVALID_FIELDS");
      // The same for everyone but a student's saved list; the catalogue changes at any moment.
      reply.header("cache-control", saved ? "private, no-store" : "no-cache");
      return reply.type("application/json; charset=utf-8").send(page.json as never);
    },
  );

  route(app, "GET /api/catalogue/front", { config: { cost: "cheap" } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return reply.type("application/json; charset=utf-8").send((await catalogue.front()) as never);
  });
};
