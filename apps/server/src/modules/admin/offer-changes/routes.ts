// /api/admin/offer-changes: brands' proposals from the partner portal, for staff to approve (the offer
// goes live as proposed) or send back with a reason. Registered inside the staff guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { sessionOf } from "#server/plugins/sessions.ts";
import type { OfferChangesService } from "./service.ts";

export const offerChangesRoutes: FastifyPluginAsyncZod<{ changes: OfferChangesService }> = async (
  app,
  { changes },
) => {
  route(app, "GET /api/admin/offer-changes", {}, (request) => changes.list(request.query.status));
  route(app, "GET /api/admin/offer-changes/:id", {}, (request) => changes.get(request.params.id));
  route(
    app,
    "POST /api/admin/offer-changes/:id/approve",
    { config: { refusals: { 400: ["INCOMPLETE"], 409: ["ALREADY_DECIDED"] } } },
    (request) => changes.approve(request.params.id, sessionOf(request).userId),
  );
  route(
    app,
    "POST /api/admin/offer-changes/:id/return",
    { config: { refusals: { 409: ["ALREADY_DECIDED"] } } },
    async (request) => {
      await changes.sendBack(request.params.id, sessionOf(request).userId, request.body.reason);
      return { message: "Proposal sent back" };
    },
  );
};
