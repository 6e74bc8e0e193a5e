// GET /api/brands/:slug: one brand's page from the cached catalogue; 404 NOT_FOUND when no live offer
// carries the slug, a slug that breaks the rule included (a control character too, as in any path).
// A brand's earlier slug answers its page as it is now, whose `brand.slug` says the address to use.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { BrandsService } from "./service.ts";

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  // Any line of text that is no live brand's slug is a 404 (the lookup checks the rule), not a 400.
  route(
    app,
    "GET /api/brands/:slug",
    {
      // From the catalogue's cache: kept answering while the server sheds load.
      config: { cost: "cheap" },
    },
    async (request, reply) => {
      const { slug } = request.params;
      let shown = await brands.page(slug);
      if (!shown) {
        const now = await brands.currentSlug(slug);
        shown = now === null ? null : await brands.page(now);
      }
      if (!shown) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      // Current on every request: a new slug or an expiry shows at once.
      reply.header("cache-control", "no-cache");
      return reply.type("application/json; charset=utf-8").send(shown.json as never);
    },
  );
};
