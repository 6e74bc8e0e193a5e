import { describe, expect, it } from "vitest";
import { offerInputSchema, type AdminOffer } from "@studentperks/contracts/admin/offers";
import { fieldOfIssue, formValues } from "./form-values.ts";

const offer = {
  id: 3,
  title: "20% off textbooks",
  description: "Course textbooks at 20% off.",
  businessDescription: null,
  brandName: "Corniche Books",
  brandSlug: "corniche-books",
  businessName: "Corniche Books LLC",
  businessCategory: "Retail",
  logoUrl: null,
  coverUrl: null,
  brandColour: null,
  websiteUrl: null,
  offerType: "discount",
  redemptionChannel: "online",
  usageLimit: "per_7_days",
  outOfCodes: false,
  codesRanOutAt: null,
  discountType: "percentage",
  discountValue: 20,
  expiresAt: null,
  startsOn: null,
  expiresOn: null,
  discountRedemptionGuide: [{ step: 1, instruction: "Copy your code" }],
  generalInfo: null,
  termsAndConditions: "One use per student.",
  titleAr: "خصم 20% على الكتب الدراسية",
  descriptionAr: "الكتب الجامعية بخصم 20%.",
  discountRedemptionGuideAr: [
    { step: 1, instruction: "انسخ الرمز" },
    { step: 2, instruction: "الصقه عند الدفع" },
  ],
  termsAndConditionsAr: null,
  status: "draft",
  code: "READ20",
  referralLink: null,
  isExpired: false,
  isScheduled: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  publishedAt: null,
  codesTotal: 0,
  codesLeft: 0,
  redemptions: 0,
  views: 0,
} satisfies AdminOffer;

describe("the offer form's values", () => {
  it("hold the Arabic texts, and save them back unchanged", () => {
    const values = formValues(offer);
    expect(values).toMatchObject({
      titleAr: offer.titleAr,
      descriptionAr: offer.descriptionAr,
      discountRedemptionGuideAr: [{ instruction: "انسخ الرمز" }, { instruction: "الصقه عند الدفع" }],
      termsAndConditionsAr: "",
    });
    expect(offerInputSchema.parse(values)).toMatchObject({
      titleAr: offer.titleAr,
      descriptionAr: offer.descriptionAr,
      discountRedemptionGuideAr: offer.discountRedemptionGuideAr,
      termsAndConditionsAr: null,
    });
  });

  it("hold the cover, so a save keeps it; no cover is saved as none", () => {
    const coverUrl = "/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-1200.webp";
    expect(offerInputSchema.parse(formValues({ ...offer, coverUrl })).coverUrl).toBe(coverUrl);
    expect(offerInputSchema.parse(formValues(offer)).coverUrl).toBeNull();
  });

  it("hold where students use the offer, and save it back; a new offer is used online", () => {
    const inStore = { ...offer, redemptionChannel: "in_store" } satisfies AdminOffer;
    expect(formValues(inStore).redemptionChannel).toBe("in_store");
    expect(offerInputSchema.parse(formValues(inStore)).redemptionChannel).toBe("in_store");
    expect(formValues().redemptionChannel).toBe("online");
    expect(fieldOfIssue("redemptionChannel")).toBe("redemptionChannel");
  });

  it("hold how often a student may use the offer, and save it back; a new offer is once per student", () => {
    expect(formValues(offer).usageLimit).toBe("per_7_days");
    expect(offerInputSchema.parse(formValues(offer)).usageLimit).toBe("per_7_days");
    const unlimited = { ...offer, usageLimit: "unlimited" } satisfies AdminOffer;
    expect(offerInputSchema.parse(formValues(unlimited)).usageLimit).toBe("unlimited");
    expect(formValues().usageLimit).toBe("once");
    // The server's refusals (unlimited with a pool) land on the field.
    expect(fieldOfIssue("usageLimit")).toBe("usageLimit");
  });

  it("start a new offer with one empty English step and no Arabic step", () => {
    expect(formValues()).toMatchObject({
      discountRedemptionGuide: [{ instruction: "" }],
      discountRedemptionGuideAr: [],
      titleAr: "",
    });
  });

  it("place the server's issues on the Arabic fields too", () => {
    expect(fieldOfIssue("titleAr")).toBe("titleAr");
    expect(fieldOfIssue("termsAndConditionsAr")).toBe("termsAndConditionsAr");
    expect(fieldOfIssue("discountRedemptionGuideAr.2.instruction")).toBe(
      "discountRedemptionGuideAr.2.instruction",
    );
    expect(fieldOfIssue("discountRedemptionGuide.0.instruction")).toBe(
      "discountRedemptionGuide.0.instruction",
    );
    expect(fieldOfIssue("nothing")).toBeUndefined();
  });
});
