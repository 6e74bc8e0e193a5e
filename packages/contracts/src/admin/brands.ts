// The console's Brands screen (issues 20, 37): every brand with its page's slug and its record, which
// staff may change.
import * as z from "zod";
import { brandSlugSchema } from "../brand-page.ts";
import { lazyMessages } from "../i18n/messages.ts";
import { integerIdText } from "../ids.ts";
import { answerText, line } from "../text.ts";
import { brandRecordFields } from "./offers.ts";

/** A brand's colour as the database keeps it: "#" and six lower-case hexadecimal digits. */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

const brandRecordMessages = lazyMessages({ colour: "brands.colour" });

/** One brand as the console lists it. */
export const adminBrandSchema = z.object({
  /** What the brand is known by: its name in lower case (brandKey()). */
  key: answerText(),
  /** As its record spells it. */
  name: answerText(),
  slug: brandSlugSchema,
  liveOffers: z.number().int(),
  offers: z.number().int(),
  /** The record's own (issue 37); null = its page and cards take its offers' (the colour: its name's). */
  logoUrl: answerText().nullable(),
  websiteUrl: answerText().nullable(),
  description: answerText().nullable(),
  descriptionAr: answerText().nullable(),
  colour: answerText().nullable(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** GET /api/admin/brands: every brand that has an offer, by name. */
export const adminBrandsSchema = z.object({ brands: z.array(adminBrandSchema) });
export type AdminBrands = z.infer<typeof adminBrandsSchema>;

/** "#1A6B4F" or "#1a6b4f", kept in lower case; empty means none. */
const colourSchema = line()
  .trim()
  .max(7, { error: () => brandRecordMessages.colour })
  .transform((value) => value.toLowerCase())
  .refine((value) => value === "" || BRAND_COLOUR_PATTERN.test(value), {
    error: () => brandRecordMessages.colour,
  })
  .nullish()
  .transform((value) => value || null);

/**
 * PUT /api/admin/brands/:slug (the brand's current slug): its slug, and its record's fields. A field
 * left out stays as it is (the slug alone moves the page); an empty one clears it, so the page and
 * cards fall back to the offers' values. The name, when given, is required.
 */
export const brandSlugParamsSchema = z.object({ slug: brandSlugSchema });
export const brandInputSchema = z.object({
  slug: brandSlugSchema,
  name: brandRecordFields.name.optional(),
  logoUrl: brandRecordFields.logoUrl.optional(),
  websiteUrl: brandRecordFields.websiteUrl.optional(),
  description: brandRecordFields.description.optional(),
  descriptionAr: brandRecordFields.descriptionAr.optional(),
  colour: colourSchema.optional(),
});
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandFields = z.output<typeof brandInputSchema>;

/** A brand's invitation, from the console. */
export const brandInvitationParamsSchema = z.object({ slug: brandSlugSchema, id: integerIdText() });
