import type { APIRequestContext } from "@playwright/test";
import type { PublicOffer } from "@studentperks/contracts/offers";

/** The live catalogue as the API serves it, so specs follow the seed instead of hard-coding it. */
export async function fetchOffers(request: APIRequestContext): Promise<PublicOffer[]> {
  const response = await request.get("/api/offers");
  if (!response.ok()) throw new Error(`GET /api/offers answered ${response.status()}`);
  return (await response.json()) as PublicOffer[];
}
