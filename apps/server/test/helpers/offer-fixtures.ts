// Offers inserted straight into the database, so tests control every field.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { offers, type NewOfferRow } from "../../src/db/schema.ts";

let n = 0;

export function offerRow(overrides: Partial<NewOfferRow> = {}): NewOfferRow {
  n += 1;
  return {
    id: randomUUID(),
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

export async function insertOffers(db: Db, ...rows: Partial<NewOfferRow>[]): Promise<NewOfferRow[]> {
  const values = rows.map((row) => offerRow(row));
  await db.insert(offers).values(values);
  return values;
}

export async function updateOffer(db: Db, id: string, patch: Partial<NewOfferRow>): Promise<void> {
  await db.update(offers).set(patch).where(eq(offers.id, id));
}
