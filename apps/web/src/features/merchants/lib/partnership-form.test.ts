import { describe, expect, it } from "vitest";
import { dubaiToday } from "@studentperks/contracts/dubai-time";
import { merchantMessages, partnershipRequestSchema } from "@studentperks/contracts/merchants";
import {
  partnershipDefaults,
  partnershipFieldOf,
  relevantValues,
  toPartnershipRequest,
  type PartnershipFormValues,
} from "./partnership-form.ts";
import { partnershipFormSchema } from "./partnership-form-schema.ts";

const logo = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

const filled = (overrides: Partial<PartnershipFormValues> = {}): PartnershipFormValues => ({
  ...partnershipDefaults(),
  logo,
  brandName: "Karak House",
  brandCategory: "Retail",
  businessDescription: "Tea and snacks across Dubai.",
  discountCode: "KARAKSP20",
  discountValue: "20",
  discountRedemptionGuide: [{ instruction: "Open the offer" }, { instruction: "Show the code" }],
  termsAndConditions: "One use per student.",
  contactEmail: "partners@karak.example",
  contactName: "Omar Haddad",
  ...overrides,
});

function messagesOf(values: PartnershipFormValues): Record<string, string> {
  const result = partnershipFormSchema.safeParse(relevantValues(values));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the partnership form's rules", () => {
  it("starts as a percentage discount used online, with one empty step", () => {
    expect(partnershipDefaults()).toMatchObject({
      redemptionChannel: "online",
      offerType: "discount",
      discountType: "percentage",
      hasExpiry: false,
      discountRedemptionGuide: [{ instruction: "" }],
    });
  });

  it("shows every message of an empty form at once, the offer-type ones included", () => {
    expect(messagesOf(partnershipDefaults())).toEqual({
      logo: merchantMessages.logo,
      brandName: merchantMessages.brandName,
      brandCategory: merchantMessages.category,
      businessDescription: merchantMessages.businessDescription,
      "discountRedemptionGuide.0.instruction": merchantMessages.instruction,
      termsAndConditions: merchantMessages.terms,
      contactEmail: merchantMessages.contactEmail,
      contactName: merchantMessages.contactName,
      discountCode: merchantMessages.offerTypeFields,
      discountValue: merchantMessages.offerTypeFields,
    });
  });

  it("needs no value for free shipping, and ignores one left in the disabled field", () => {
    expect(messagesOf(filled({ discountType: "free_shipping", discountValue: "" }))).toEqual({});
    expect(messagesOf(filled({ discountType: "free_shipping", discountValue: "abc" }))).toEqual({});
  });

  it("needs a link for a referral, and ignores the discount fields then", () => {
    expect(messagesOf(filled({ offerType: "referral", discountValue: "abc" }))).toEqual({
      referralLink: merchantMessages.offerTypeFields,
    });
    expect(messagesOf(filled({ offerType: "referral", referralLink: "https://karak.example/sp" }))).toEqual(
      {},
    );
  });

  it("needs a date from today on only while 'This offer expires' is ticked", () => {
    expect(messagesOf(filled({ hasExpiry: true }))).toEqual({ expiryDate: merchantMessages.requiredFields });
    expect(messagesOf(filled({ hasExpiry: true, expiryDate: "2000-01-01" }))).toEqual({
      expiryDate: merchantMessages.expiryDate,
    });
    expect(messagesOf(filled({ hasExpiry: true, expiryDate: dubaiToday() }))).toEqual({});
    expect(messagesOf(filled({ hasExpiry: false, expiryDate: "2000-01-01" }))).toEqual({});
  });
});

describe("the request the form sends", () => {
  it("numbers the steps 1..n in a JSON string, adds the logo's address and leaves out empty fields", () => {
    const parsed = partnershipFormSchema.parse(
      relevantValues(
        filled({ hasExpiry: true, expiryDate: "2099-12-31", referralLink: "https://x.example" }),
      ),
    );
    const request = toPartnershipRequest(parsed, "/uploads/logos/a.webp");
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      brandName: "Karak House",
      brandCategory: "Retail",
      businessDescription: "Tea and snacks across Dubai.",
      offerType: "discount",
      discountCode: "KARAKSP20",
      discountType: "percentage",
      discountValue: 20,
      hasExpiry: true,
      expiryDate: "2099-12-31",
      termsAndConditions: "One use per student.",
      redemptionChannel: "online",
      contactEmail: "partners@karak.example",
      contactName: "Omar Haddad",
      logoUrl: "/uploads/logos/a.webp",
      discountRedemptionGuide: JSON.stringify([
        { id: "step-1", step: 1, instruction: "Open the offer" },
        { id: "step-2", step: 2, instruction: "Show the code" },
      ]),
    });
    // What the server's own schema takes.
    expect(partnershipRequestSchema.safeParse(request).success).toBe(true);
  });

  it("sends the offer's Arabic when given, trimmed, under the English fields' limits", () => {
    const parsed = partnershipFormSchema.parse(
      relevantValues(
        filled({
          titleAr: " خصم 20% على الكرك ",
          descriptionAr: "شاي الكرك والوجبات الخفيفة في دبي.",
          termsAndConditionsAr: "استخدام واحد لكل طالب.",
        }),
      ),
    );
    const request = toPartnershipRequest(parsed, "/uploads/logos/a.webp");
    expect(request).toMatchObject({
      titleAr: "خصم 20% على الكرك",
      descriptionAr: "شاي الكرك والوجبات الخفيفة في دبي.",
      termsAndConditionsAr: "استخدام واحد لكل طالب.",
    });
    expect(partnershipRequestSchema.parse(request)).toMatchObject({ titleAr: "خصم 20% على الكرك" });
    expect(messagesOf(filled({ titleAr: "ع".repeat(151), termsAndConditionsAr: "ش".repeat(5001) }))).toEqual({
      titleAr: merchantMessages.tooLong,
      termsAndConditionsAr: merchantMessages.tooLong,
    });
    expect(partnershipFieldOf("descriptionAr")).toBe("descriptionAr");
  });

  it("sends the cover's address when a cover was uploaded, and none without one", () => {
    const cover = new File([new Uint8Array([255, 216, 255])], "cover.jpg", { type: "image/jpeg" });
    const withCover = partnershipFormSchema.parse(relevantValues(filled({ cover })));
    expect(withCover.cover).toBe(cover);
    const coverUrl = "/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-1200.webp";
    const request = toPartnershipRequest(withCover, "/uploads/logos/a.webp", coverUrl);
    expect(request).toMatchObject({ logoUrl: "/uploads/logos/a.webp", coverUrl });
    expect(request).not.toHaveProperty("cover");
    expect(partnershipRequestSchema.parse(request).coverUrl).toBe(coverUrl);

    const without = partnershipFormSchema.parse(relevantValues(filled()));
    expect(without.cover).toBeNull();
    expect(
      JSON.parse(JSON.stringify(toPartnershipRequest(without, "/uploads/logos/a.webp"))),
    ).not.toHaveProperty("coverUrl");
  });

  it("sends where students use the offer (issue 35), and takes only the three choices", () => {
    for (const redemptionChannel of ["in_store", "both"] as const) {
      const parsed = partnershipFormSchema.parse(relevantValues(filled({ redemptionChannel })));
      const request = toPartnershipRequest(parsed, "/uploads/logos/a.webp");
      expect(request.redemptionChannel).toBe(redemptionChannel);
      expect(partnershipRequestSchema.parse(request).redemptionChannel).toBe(redemptionChannel);
    }
    const unknown = filled({ redemptionChannel: "shop" as PartnershipFormValues["redemptionChannel"] });
    expect(messagesOf(unknown)).toEqual({ redemptionChannel: merchantMessages.redemptionChannel });
    expect(partnershipFieldOf("redemptionChannel")).toBe("redemptionChannel");
  });

  it("sends a referral without a discount type", () => {
    const parsed = partnershipFormSchema.parse(
      relevantValues(filled({ offerType: "referral", referralLink: "https://karak.example/sp" })),
    );
    const request = toPartnershipRequest(parsed, "/uploads/logos/a.webp");
    expect(request).toMatchObject({ offerType: "referral", referralLink: "https://karak.example/sp" });
    expect(request).not.toHaveProperty("discountCode", "KARAKSP20");
    expect(request.discountType).toBeUndefined();
  });
});

describe("server issues on the form", () => {
  it("maps the paths the form has, the logo's address to the logo", () => {
    expect(partnershipFieldOf("brandName")).toBe("brandName");
    expect(partnershipFieldOf("logoUrl")).toBe("logo");
    expect(partnershipFieldOf("coverUrl")).toBe("cover");
    expect(partnershipFieldOf("discountRedemptionGuide.2.instruction")).toBe(
      "discountRedemptionGuide.2.instruction",
    );
    expect(partnershipFieldOf("discountRedemptionGuide")).toBe("discountRedemptionGuide");
    expect(partnershipFieldOf("somethingElse")).toBeUndefined();
  });
});
