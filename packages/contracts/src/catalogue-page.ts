// The catalogue as the home page reads it at any size (issue 34): a page of compact cards at a time,
// searched, filtered and sorted on the server; an offer's full texts only when its dialog opens.
// GET /api/offers (every live offer with every text) stays for other clients.
import * as z from "zod";
import {
  BUSINESS_CATEGORIES,
  CATEGORY_FILTERS,
  DISCOUNT_TYPES,
  OFFER_SORTS,
  OFFER_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
  WHERE_FILTERS,
} from "./catalogue.ts";
import { lazyMessages } from "./i18n/messages.ts";
import { answerText, line } from "./text.ts";

/** Cards in a page unless `limit` says otherwise, and the most a page may hold. */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_MAX = 48;
/** The longest search the server takes: longer text matches no offer anyway. */
export const CATALOGUE_QUERY_MAX = 100;
/** A card's description is cut to this many characters (the card shows three lines). */
export const CARD_DESCRIPTION_MAX = 240;

export const catalogueMessages = lazyMessages({
  limit: ["catalogue.limit", { max: CATALOGUE_PAGE_MAX }],
  cursor: "catalogue.cursor",
  query: ["catalogue.query", { max: CATALOGUE_QUERY_MAX }],
});

/** One offer as a card shows it: no guide, terms or long texts (GET /api/offers/:id has those). */
export const offerCardSchema = z.object({
  id: z.number().int().positive(),
  title: answerText(),
  titleAr: answerText().nullable(),
  /** At most CARD_DESCRIPTION_MAX characters, cut at a word with "…". */
  description: answerText(),
  descriptionAr: answerText().nullable(),
  brandName: answerText(),
  brandSlug: answerText(),
  businessCategory: z.enum(BUSINESS_CATEGORIES),
  logoUrl: answerText().nullable(),
  coverUrl: answerText().nullable(),
  /** Its brand's own colour (#rrggbb, issue 37) for a drawn cover; null = drawn from its name. */
  brandColour: answerText().nullable(),
  offerType: z.enum(OFFER_TYPES),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: z.number().nullable(),
  expiresAt: answerText().nullable(),
  /** Online, in store or both (issue 35): a card marks the last two "In store". */
  redemptionChannel: z.enum(REDEMPTION_CHANNELS),
  /** How often one student may use it (issue 36). */
  usageLimit: z.enum(USAGE_LIMITS),
  /** No code left to give (its pool ran out): "Temporarily unavailable" until codes are added. */
  outOfCodes: z.boolean(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

const categoryValues = CATEGORY_FILTERS.map((filter) => filter.value) as [string, ...string[]];

/**
 * GET /api/catalogue: `q` matches brand, business, title and description in both languages, whatever
 * the case or the Arabic spelling; `where=in-store` keeps the offers a student can use in store (with
 * their card, issue 35); `saved=1` keeps the signed-in student's saved offers (401 signed out).
 * `cursor` is the previous page's `nextCursor`, with the same other parameters.
 */
export const cataloguePageQuerySchema = z.object({
  q: line()
    .max(CATALOGUE_QUERY_MAX, { error: () => catalogueMessages.query })
    .optional(),
  category: z.enum(categoryValues).optional(),
  where: z.enum(WHERE_FILTERS).optional(),
  sort: z.enum(OFFER_SORTS).optional(),
  cursor: line()
    .max(200, { error: () => catalogueMessages.cursor })
    .regex(/^[\w-]+$/, { error: () => catalogueMessages.cursor })
    .optional(),
  limit: z
    .preprocess(
      (value) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : value),
      z
        .number({ error: () => catalogueMessages.limit })
        .int({ error: () => catalogueMessages.limit })
        .min(1, { error: () => catalogueMessages.limit })
        .max(CATALOGUE_PAGE_MAX, { error: () => catalogueMessages.limit }),
    )
    .optional(),
  saved: z.literal("1").optional(),
});
export type CataloguePageQuery = z.infer<typeof cataloguePageQuerySchema>;

export const cataloguePageSchema = z.object({
  offers: z.array(offerCardSchema),
  /** How many offers match in all. */
  total: z.number().int().nonnegative(),
  /** The next page's cursor; null on the last page. */
  nextCursor: answerText().nullable(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

export const OFFER_ROW_IDS = ["featured", "trending", "new", "endingSoon"] as const;
export type OfferRowId = (typeof OFFER_ROW_IDS)[number];

/**
 * GET /api/catalogue/front: what the home page shows before any search: the rows (each at least 4
 * offers, a row below leaving out what a row above shows), the hero collage's covers, and the brands
 * with the most live offers.
 */
export const catalogueFrontSchema = z.object({
  rows: z.array(z.object({ id: z.enum(OFFER_ROW_IDS), offers: z.array(offerCardSchema) })),
  collage: z.array(offerCardSchema),
  brands: z.array(
    z.object({
      name: answerText(),
      slug: answerText(),
      logoUrl: answerText().nullable(),
      offerCount: z.number().int().positive(),
    }),
  ),
});
export type CatalogueFront = z.infer<typeof catalogueFrontSchema>;
