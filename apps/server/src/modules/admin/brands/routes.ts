// /api/admin/brands: the console's Brands screen. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminBrandSchema,
  adminBrandsSchema,
  brandSlugInputSchema,
  brandSlugParamsSchema,
} from "@studentperks/contracts/admin/brands";
import { sessionOf } from "#server/plugins/sessions.ts";
import type { AdminBrandsService } from "./service.ts";

export const adminBrandsRoutes: FastifyPluginAsyncZod<{ service: AdminBrandsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/brands",
    {
      schema: {
        summary: "Every brand with an offer, and its page's address",
        response: { 200: adminBrandsSchema },
      },
    },
    () => service.list(),
  );

  app.put(
    "/brands/:slug",
    {
      schema: {
        summary: "Change a brand page's address (the old one moves to the new)",
        params: brandSlugParamsSchema,
        body: brandSlugInputSchema,
        response: { 200: adminBrandSchema },
      },
      config: { refusals: { 409: ["SLUG_TAKEN"] } },
    },
    (request) => service.setSlug(sessionOf(request).userId, request.params.slug, request.body.slug),
  );
};
