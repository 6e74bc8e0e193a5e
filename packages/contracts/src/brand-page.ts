// GET /api/brands/:slug — a brand's page: the brand as its live offers present it, and those offers as
// cards (the offer's dialog reads its full texts from GET /api/offers/:id, as on the home page).
// 404 (code NOT_FOUND) when no live offer carries the slug.
import * as z from "zod";
import { BUSINESS_CATEGORIES } from "./catalogue.ts";
import { offerCardSchema } from "./catalogue-page.ts";
import { answerText, line } from "./text.ts";
import { BRAND_SLUG_MAX, BRAND_SLUG_PATTERN } from "./brands.ts";
import { lazyMessages } from "./i18n/messages.ts";

/** GET /api/brands/:slug: any line of text; one that is no live brand's slug is a 404, not a 400. */
export const brandPageParamsSchema = z.object({ slug: line() });

const brandMessages = lazyMessages({ slug: ["brands.slug", { max: BRAND_SLUG_MAX }] });

export const brandSlugSchema = line()
  .max(BRAND_SLUG_MAX, { error: () => brandMessages.slug })
  .regex(BRAND_SLUG_PATTERN, { error: () => brandMessages.slug });

export const brandSchema = z.object({
  slug: brandSlugSchema,
  /** As the most recently updated live offer spells it. */
  name: answerText(),
  /** The first logo / cover / website / business description among its live offers, newest first. */
  logoUrl: answerText().nullable(),
  coverUrl: answerText().nullable(),
  websiteUrl: answerText().nullable(),
  description: answerText().nullable(),
  /** The record's Arabic description (issue 37), when it has one. */
  descriptionAr: answerText().nullable().default(null),
  /** The record's colour, #rrggbb; null = drawn from the name. */
  colour: answerText().nullable().default(null),
  businessCategory: z.enum(BUSINESS_CATEGORIES),
});

export const brandPageSchema = z.object({
  brand: brandSchema,
  /** Its live offers' cards, in the catalogue's order (newest first). */
  offers: z.array(offerCardSchema),
});
export type BrandPage = z.infer<typeof brandPageSchema>;
