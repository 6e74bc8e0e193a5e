// Offers inserted straight into the database, so tests control every field.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { offers, type NewOfferRow, type OfferRow } from "#server/db/schema.ts";

let n = 0;

export function offerRow(overrides: Partial<NewOfferRow> = {}): NewOfferRow {
  n += 1;
  return {
    title: `Test offer ${n}`,
    description: "A test offer",
    businessDescription: "A test business",
    brandName: `Brand ${n}`,
    businessName: `Brand ${n} LLC`,
    businessCategory: "fashion",
    logoUrl: "/brand-logos/souk-lane.svg",
    websiteUrl: "https://brand.example",
    offerType: "discount",
    discountType: "percentage",
    discountValue: 10,
    code: `SECRET${n}`,
    referralLink: null,
    expiresAt: null,
    discountRedemptionGuide: [{ step: 1, instruction: "Show your code" }],
    generalInfo: null,
    termsAndConditions: "Test terms",
    status: "published",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    publishedAt: new Date("2026-02-01T00:00:00Z"),
    ...overrides,
  };
}

/** Inserts in the order given (ids ascend with it) and returns the stored rows. */
export async function insertOffers(db: Db, ...rows: Partial<NewOfferRow>[]): Promise<OfferRow[]> {
  return db
    .insert(offers)
    .values(rows.map((row) => offerRow(row)))
    .returning();
}

export async function updateOffer(db: Db, id: number, patch: Partial<NewOfferRow>): Promise<void> {
  await db.update(offers).set(patch).where(eq(offers.id, id));
}

/** What the console's offer form sends (POST and PUT /api/admin/offers): a complete discount offer. */
export function consoleOfferInput(brandName: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `An offer of ${brandName}`,
    description: "Twenty percent off the whole store for students.",
    brandName,
    businessName: `${brandName} LLC`,
    businessCategory: "fashion",
    logoUrl: "",
    websiteUrl: "",
    offerType: "discount",
    discountType: "percentage",
    discountValue: "20",
    code: "STUDENT20",
    referralLink: "",
    expiresOn: "",
    discountRedemptionGuide: [{ instruction: "Show the code at checkout" }],
    generalInfo: "",
    termsAndConditions: "One use per student.",
    ...overrides,
  };
}
