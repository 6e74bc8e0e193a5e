// Catalogue enums and the category filter (spec 000 §3). Plain constants: no zod here.

export const OFFER_TYPES = ["discount", "referral"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Where a student can use an offer (issue 35): online (a code or link), in store (the card), or both. */
export const REDEMPTION_CHANNELS = ["online", "in_store", "both"] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];

/** Whether a student can use the offer at the till, by showing their card. */
export const isUsableInStore = (channel: RedemptionChannel): boolean => channel !== "online";

/**
 * How often one student may use an offer (issue 36): once ever, once per 1, 7 or 30 Dubai days (each
 * use hands a new code from the pool, or records a use of the shared code), or as often as they like
 * (a shared code only).
 */
export const USAGE_LIMITS = ["once", "per_day", "per_7_days", "per_30_days", "unlimited"] as const;
export type UsageLimit = (typeof USAGE_LIMITS)[number];

/** The days a limit's period lasts; null for once (never again) and unlimited (no period). */
export const USAGE_PERIOD_DAYS: Record<UsageLimit, number | null> = {
  once: null,
  per_day: 1,
  per_7_days: 7,
  per_30_days: 30,
  unlimited: null,
};

/** The home page's "In store" filter (`?where=in-store`): offers usable in store or both ways. */
export const WHERE_FILTERS = ["anywhere", "in-store"] as const;
export type WhereFilter = (typeof WHERE_FILTERS)[number];

export const DISCOUNT_TYPES = ["percentage", "fixed", "free_shipping", "other"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** "paused": a live offer its brand stopped at once from the partner portal (issue 37); resumed, it is published again. */
export const OFFER_STATUSES = ["draft", "published", "paused", "archived"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Values an offer's businessCategory may take; "Retail" keeps the spec's capital R. "food" (Food &
 * Drink: cafés, bakeries, restaurants) is ours, beside the spec's seven (issue 32).
 */
export const BUSINESS_CATEGORIES = [
  "food",
  "Retail",
  "electronics",
  "fashion",
  "beauty",
  "entertainment",
  "services",
  "other",
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const ALL_CATEGORIES = "all";
export type CategoryFilter = BusinessCategory | typeof ALL_CATEGORIES;

/**
 * The chip row of the home page (label / value): the spec's, in its order, with Food & Drink, the
 * most common student discount, first after All.
 */
export const CATEGORY_FILTERS: ReadonlyArray<{ label: string; value: CategoryFilter }> = [
  { label: "All categories", value: ALL_CATEGORIES },
  { label: "Food & Drink", value: "food" },
  { label: "Retail", value: "Retail" },
  { label: "Electronics", value: "electronics" },
  { label: "Fashion", value: "fashion" },
  { label: "Beauty", value: "beauty" },
  { label: "Entertainment", value: "entertainment" },
  { label: "Services", value: "services" },
  { label: "Other", value: "other" },
];

/** The catalogue's orders (newest first is the default). */
export const OFFER_SORTS = ["newest", "popular", "ending-soon", "discount"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const CURRENCY = "AED";
