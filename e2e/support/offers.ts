import type { APIRequestContext, Page } from "@playwright/test";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { sendUntilNotBusy } from "./busy.ts";

/** The live catalogue as the API serves it, so specs follow the seed instead of hard-coding it. */
export async function fetchOffers(request: APIRequestContext): Promise<PublicOffer[]> {
  const response = await sendUntilNotBusy(() => request.get("/api/offers"));
  if (!response.ok()) throw new Error(`GET /api/offers answered ${response.status()}`);
  return (await response.json()) as PublicOffer[];
}

/** Brands that specs create while others run (admin offers, partnership requests): never seeded. */
const CREATED_BY_SPECS = /^(E2E |Oasis Optics )/;

/**
 * The seeded offers of the live catalogue: specs that open "the first offer" must not pick one that
 * another spec is creating, publishing or redeeming at the same moment.
 */
export async function fetchSeededOffers(request: APIRequestContext): Promise<PublicOffer[]> {
  return (await fetchOffers(request)).filter((offer) => !CREATED_BY_SPECS.test(offer.brandName));
}

/** The "Exclusive Student Discounts" grid: the rows above it show some of the same cards again. */
export const offerGrid = (page: Page) => page.getByTestId("offer-grid");

/** The rows above the grid (Featured, Trending this week, New, Ending soon). */
export const offerRowsOf = (page: Page) => page.getByTestId("offer-rows");
