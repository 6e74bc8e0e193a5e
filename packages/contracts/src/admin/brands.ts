// The console's Brands screen (issue 20): every brand with its page's slug, which staff may change.
import * as z from "zod";
import { brandSlugSchema } from "../brand-page.ts";
import { answerText } from "../text.ts";

/** One brand as the console lists it. */
export const adminBrandSchema = z.object({
  /** What the brand is known by: its name in lower case (brandKey()). */
  key: answerText(),
  /** As its most recently updated offer spells it. */
  name: answerText(),
  slug: brandSlugSchema,
  liveOffers: z.number().int(),
  offers: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** GET /api/admin/brands: every brand that has an offer, by name. */
export const adminBrandsSchema = z.object({ brands: z.array(adminBrandSchema) });
export type AdminBrands = z.infer<typeof adminBrandsSchema>;

/** PUT /api/admin/brands/:slug (the brand's current slug) { slug }: its new slug; answers the brand. */
export const brandSlugParamsSchema = z.object({ slug: brandSlugSchema });
export const brandSlugInputSchema = z.object({ slug: brandSlugSchema });
export type BrandSlugInput = z.input<typeof brandSlugInputSchema>;
