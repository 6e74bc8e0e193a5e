// /api/admin/brands: the console's Brands screen. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { sessionOf } from "#server/plugins/sessions.ts";
import type { AdminBrandsService } from "./service.ts";

export const adminBrandsRoutes: FastifyPluginAsyncZod<{ service: AdminBrandsService }> = async (
  app,
  { service },
) => {
  route(app, "GET /api/admin/brands", {}, () => service.list());

  route(
    app,
    "PUT /api/admin/brands/:slug",
    {
      config: { refusals: { 409: ["SLUG_TAKEN"] } },
    },
    (request) => service.setSlug(sessionOf(request).userId, request.params.slug, request.body.slug),
  );
};
