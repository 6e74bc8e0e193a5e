// /api/admin/brands: the console's Brands screen. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { sessionOf } from "#server/plugins/sessions.ts";
import type { Invitations, MembersService } from "#server/modules/partners/index.ts";
import type { AdminBrandsService } from "./service.ts";

export const adminBrandsRoutes: FastifyPluginAsyncZod<{
  service: AdminBrandsService;
  invitations: Invitations;
  members: MembersService;
}> = async (app, { service, invitations, members }) => {
  /** Staff act on any brand: the inviter is the staff member, for the brand the path names. */
  const asStaff = async (slug: string, userId: string) => ({
    userId,
    brandId: (await service.find(slug)).id,
  });
  route(app, "GET /api/admin/brands", {}, () => service.list());

  route(
    app,
    "PUT /api/admin/brands/:slug",
    {
      config: { refusals: { 409: ["SLUG_TAKEN", "NAME_TAKEN"] } },
    },
    (request) => service.update(sessionOf(request).userId, request.params.slug, request.body),
  );

  // A brand's partner portal (issue 37): its members and invitations.
  route(app, "GET /api/admin/brands/:slug/members", {}, async (request) =>
    members.list((await service.find(request.params.slug)).id),
  );
  route(
    app,
    "POST /api/admin/brands/:slug/invitations",
    { config: { refusals: { 409: ["ALREADY_MEMBER"] } } },
    async (request, reply) => {
      const by = await asStaff(request.params.slug, sessionOf(request).userId);
      return reply.code(201).send(await invitations.invite(by, request.body, request.locale));
    },
  );
  route(
    app,
    "POST /api/admin/brands/:slug/invitations/:id/resend",
    { config: { refusals: { 409: ["INVITATION_CLOSED"] } } },
    async (request) =>
      invitations.resend(await asStaff(request.params.slug, sessionOf(request).userId), request.params.id),
  );
  route(
    app,
    "DELETE /api/admin/brands/:slug/invitations/:id",
    { config: { refusals: { 409: ["INVITATION_CLOSED"] } } },
    async (request) =>
      invitations.revoke(await asStaff(request.params.slug, sessionOf(request).userId), request.params.id),
  );
};
