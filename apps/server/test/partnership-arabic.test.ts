// Issue 32: a merchant who writes in Arabic. Arabic typed in the form's main boxes lands in the Arabic
// fields (never stored as the English), Arabic given twice is kept as given, and staff are told which
// English texts they must write or fix before publishing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnershipDetail } from "@studentperks/contracts/admin/partnerships";
import { offers, partnershipRequests } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { discountRequest, issuedLogoUrl, submitRequest } from "./helpers/merchants.ts";
import { asStaff, staff } from "./helpers/staff.ts";

let t: TestApp;
let logoUrl: string;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  logoUrl = await issuedLogoUrl(t);
  cookie = (await staff(t)).cookie;
});
afterAll(() => t.close());

const DESCRIPTION_AR = "كرك وفطور إماراتي في القوز وأبراج بحيرات جميرا.";
const TERMS_AR = "استخدام واحد لكل طالب في كل زيارة، ولا يُجمع مع عروض أخرى.";
const GUIDE_AR = ["افتح العرض", "انسخ الرمز", "اعرضه عند الكاشير"];
const guide = (instructions: string[]) =>
  JSON.stringify(instructions.map((instruction, i) => ({ step: i + 1, instruction })));

let brands = 0;
const brand = () => `كرك هاوس ${(brands += 1)}`;

async function submit(overrides: object): Promise<string> {
  const response = await submitRequest(t, discountRequest(logoUrl, { brandName: brand(), ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function stored(id: string) {
  const [row] = await t.database.db.select().from(partnershipRequests).where(eq(partnershipRequests.id, id));
  return row!;
}

async function detail(id: string): Promise<PartnershipDetail> {
  const response = await asStaff(t, cookie, "GET", `/api/admin/partnerships/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PartnershipDetail;
}

const arabicOnly = {
  businessDescription: DESCRIPTION_AR,
  termsAndConditions: TERMS_AR,
  discountRedemptionGuide: guide(GUIDE_AR),
};

describe("a request written in Arabic", () => {
  it("stores the Arabic description and terms in the Arabic fields, with no English", async () => {
    const id = await submit(arabicOnly);
    expect(await stored(id)).toMatchObject({
      businessDescription: "",
      descriptionAr: DESCRIPTION_AR,
      termsAndConditions: "",
      termsAndConditionsAr: TERMS_AR,
    });
  });

  it("tells staff every English text is still to be written", async () => {
    const id = await submit(arabicOnly);
    expect(await detail(id)).toMatchObject({
      businessDescription: "",
      descriptionAr: DESCRIPTION_AR,
      termsAndConditionsAr: TERMS_AR,
      languageWarnings: [
        { field: "businessDescription", problem: "missing" },
        { field: "redemptionGuide", problem: "arabic" },
        { field: "termsAndConditions", problem: "missing" },
      ],
    });
  });

  it("makes a draft offer whose Arabic is Arabic and whose English is left for staff", async () => {
    const id = await submit(arabicOnly);
    const approved = await asStaff(t, cookie, "POST", `/api/admin/partnerships/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(201);
    const { offerId } = approved.json() as { offerId: number };
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer).toMatchObject({
      description: "",
      descriptionAr: DESCRIPTION_AR,
      termsAndConditions: "",
      termsAndConditionsAr: TERMS_AR,
      discountRedemptionGuide: [],
      discountRedemptionGuideAr: GUIDE_AR.map((instruction, i) => ({ step: i + 1, instruction })),
    });
  });
});

describe("a request with Arabic in both the main and the Arabic fields", () => {
  it("keeps both as given and flags the English fields that hold Arabic", async () => {
    const otherArabic = "وصف آخر باللغة العربية للعرض.";
    const id = await submit({ businessDescription: DESCRIPTION_AR, descriptionAr: otherArabic });
    expect(await stored(id)).toMatchObject({
      businessDescription: DESCRIPTION_AR,
      descriptionAr: otherArabic,
    });
    expect((await detail(id)).languageWarnings).toEqual([
      { field: "businessDescription", problem: "arabic" },
    ]);
  });
});

describe("a request in English with Arabic added", () => {
  it("is stored as given and needs no English work", async () => {
    const id = await submit({ descriptionAr: DESCRIPTION_AR, termsAndConditionsAr: TERMS_AR });
    expect(await stored(id)).toMatchObject({
      businessDescription: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
      descriptionAr: DESCRIPTION_AR,
      termsAndConditionsAr: TERMS_AR,
    });
    expect((await detail(id)).languageWarnings).toEqual([]);
  });
});
