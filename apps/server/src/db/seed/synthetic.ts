// Generated published offers in bulk, for benchmarks and performance tests (e.g. 500 or 2,000 offers).
// Built from the demo brands so the cards look real, with varied types, values and optional fields.
import { DISCOUNT_TYPES } from "@studentperks/contracts/catalogue";
import type { Db } from "../client.ts";
import { offers, type NewOfferRow } from "../schema.ts";
import { catalogue } from "./catalogue.ts";
import { coverUrlFor, logoUrlFor } from "./seed.ts";

const DAY_MS = 86_400_000;
const CHUNK = 500; // keeps each INSERT well under PostgreSQL's 65,535 bind-parameter limit

const THEMES = ["Back to campus", "Exam season", "Weekend", "Ramadan", "Summer", "Graduation", "Freshers"];
const THEMES_AR = [
  "العودة إلى الجامعة",
  "موسم الامتحانات",
  "عطلة نهاية الأسبوع",
  "رمضان",
  "الصيف",
  "التخرج",
  "الطلاب الجدد",
];

function syntheticOffer(i: number, now: Date): NewOfferRow {
  const brand = catalogue[i % catalogue.length]!;
  const theme = THEMES[i % THEMES.length]!;
  const themeAr = THEMES_AR[i % THEMES_AR.length]!;
  const isReferral = i % 6 === 5;
  const discountType = isReferral ? null : DISCOUNT_TYPES[i % DISCOUNT_TYPES.length]!;
  const value =
    discountType === "percentage" ? 5 + (i % 10) * 5 : discountType === "fixed" ? 10 * (1 + (i % 20)) : null;
  const publishedAt = new Date(now.getTime() - (i % 365) * DAY_MS - (i % 1440) * 60_000);
  return {
    title: `${theme} deal #${i + 1} at ${brand.brandName}`,
    description: `${brand.description} ${theme} edition for students across the UAE.`,
    businessDescription: brand.businessDescription,
    brandName: brand.brandName,
    businessName: brand.businessName,
    businessCategory: brand.businessCategory,
    logoUrl: brand.logoColor ? logoUrlFor(brand.slug) : null,
    coverUrl: brand.logoColor ? coverUrlFor(brand.slug) : null,
    websiteUrl: brand.websiteUrl,
    offerType: isReferral ? "referral" : "discount",
    redemptionChannel: brand.redemptionChannel ?? "online",
    discountType,
    discountValue: value,
    code: !isReferral && i % 2 === 0 ? `STUDENT${1000 + i}` : null,
    referralLink: isReferral ? `${brand.websiteUrl}/students?ref=studentperks-${i}` : null,
    expiresAt: i % 4 === 0 ? null : new Date(now.getTime() + (30 + (i % 300)) * DAY_MS),
    discountRedemptionGuide: brand.guide ?? null,
    generalInfo: i % 3 === 0 ? "Available online and in store." : null,
    termsAndConditions: brand.termsAndConditions ?? null,
    titleAr: `عرض «${themeAr}» رقم ${i + 1} لدى ${brand.brandName}`,
    descriptionAr: `${brand.descriptionAr} عرض «${themeAr}» للطلاب في جميع أنحاء الإمارات.`,
    discountRedemptionGuideAr: brand.guideAr ?? null,
    termsAndConditionsAr: brand.termsAndConditionsAr ?? null,
    status: "published",
    createdAt: new Date(publishedAt.getTime() - DAY_MS),
    publishedAt,
  };
}

/** Adds `n` generated published, unexpired offers; returns the number inserted. */
export async function insertSyntheticOffers(db: Db, n: number, now: Date = new Date()): Promise<number> {
  const rows = Array.from({ length: n }, (_, i) => syntheticOffer(i, now));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(offers).values(rows.slice(start, start + CHUNK));
  }
  return rows.length;
}
