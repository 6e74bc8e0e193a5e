// POST /api/merchants/partnership-request: validated with the form's rules (spec 001 §5), the logo
// must be one we issued, stored as `submitted`, and both the merchant and staff are mailed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnershipRequests } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { discountRequest, issuedLogoUrl, referralRequest, submitRequest } from "./helpers/merchants.ts";

let t: TestApp;
let logoUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  logoUrl = await issuedLogoUrl(t);
});
afterAll(() => t.close());

async function stored(id: string) {
  const [row] = await t.database.db.select().from(partnershipRequests).where(eq(partnershipRequests.id, id));
  return row!;
}

interface Issue {
  path: string;
  message: string;
}

async function expectRejected(payload: object, path: string, message: string) {
  const response = await submitRequest(t, payload);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; issues: Issue[] };
  expect(body.issues).toContainEqual({ path, message });
}

describe("a valid request", () => {
  it("stores a discount offer with its expiry and numbered steps, and mails the merchant and staff", async () => {
    const payload = discountRequest(logoUrl);
    const response = await submitRequest(t, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };

    expect(await stored(id)).toMatchObject({
      status: "submitted",
      brandName: "Karak House",
      brandCategory: "restaurant",
      offerType: "discount",
      discountCode: "KARAKSP20",
      discountType: "percentage",
      discountValue: 20,
      referralLink: null,
      expiresOn: "2099-12-31",
      websiteUrl: "https://karakhouse.example",
      generalInfo: "Valid at both branches.",
      contactPhone: "+971 50 765 4321",
      logoKey: logoUrl.replace("/uploads/", ""),
      redemptionGuide: [
        { step: 1, instruction: "Open the offer" },
        { step: 2, instruction: "Copy the code" },
        { step: 3, instruction: "Show it at the counter" },
      ],
    });

    const mail = await t.mail();
    const receipt = mail.find((m) => m.to === "partners@karakhouse.example");
    expect(receipt?.subject).toBe("We received Karak House's offer for StudentPerks");
    expect(receipt?.text).toContain("20% off");
    const notice = mail.find((m) => m.to === "support@studentperks.test" && m.text.includes(id));
    expect(notice).toMatchObject({
      subject: "Partnership request: Karak House",
      replyTo: "partners@karakhouse.example",
    });
    expect(notice?.text).toContain("Discount code: KARAKSP20");
    expect(notice?.text).toContain("1. Open the offer\n2. Copy the code\n3. Show it at the counter");
  });

  it("stores a referral offer without the discount fields the form still held", async () => {
    const response = await submitRequest(t, referralRequest(logoUrl, { discountCode: "LEFTOVER" }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored((response.json() as { id: string }).id)).toMatchObject({
      offerType: "referral",
      referralLink: "https://swift.example/r/studentperks",
      discountCode: null,
      discountType: null,
      discountValue: null,
      expiresOn: null,
      websiteUrl: null,
      generalInfo: null,
      contactPhone: null,
    });
  });

  it("takes free shipping without a value, and the guide as an array as well as a JSON string", async () => {
    const response = await submitRequest(
      t,
      discountRequest(logoUrl, {
        discountType: "free_shipping",
        discountValue: "",
        hasExpiry: false,
        expiryDate: "2000-01-01",
        discountRedemptionGuide: [{ instruction: "Use the code at checkout" }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored((response.json() as { id: string }).id)).toMatchObject({
      discountType: "free_shipping",
      discountValue: null,
      expiresOn: null,
      redemptionGuide: [{ step: 1, instruction: "Use the code at checkout" }],
    });
  });
});

describe("the offer in Arabic (issue 18)", () => {
  const arabic = {
    titleAr: "خصم 20% على الكرك",
    descriptionAr: "شاي الكرك والفطور الإماراتي في القوز وأبراج بحيرات الجميرا.",
    termsAndConditionsAr: "استخدام واحد لكل طالب في الزيارة.\nلا يُجمع مع عروض أخرى.",
  };

  it("is stored with the request when given, and shown to staff in the notification", async () => {
    const response = await submitRequest(t, discountRequest(logoUrl, arabic));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    expect(await stored(id)).toMatchObject({
      ...arabic,
      termsAndConditions: discountRequest(logoUrl).termsAndConditions,
    });
    const notice = (await t.mail()).find((m) => m.to === "support@studentperks.test" && m.text.includes(id));
    expect(notice?.text).toContain(`Title (Arabic): ${arabic.titleAr}`);
    expect(notice?.text).toContain(`Description (Arabic): ${arabic.descriptionAr}`);
  });

  it("is optional: left out or left empty, nothing is stored", async () => {
    for (const payload of [
      discountRequest(logoUrl),
      discountRequest(logoUrl, { titleAr: "", descriptionAr: "  ", termsAndConditionsAr: null }),
    ]) {
      const response = await submitRequest(t, payload);
      expect(response.statusCode, response.body).toBe(201);
      expect(await stored((response.json() as { id: string }).id)).toMatchObject({
        titleAr: null,
        descriptionAr: null,
        termsAndConditionsAr: null,
      });
    }
  });

  it.each([
    ["titleAr", { titleAr: "ع".repeat(151) }, "This text is too long"],
    ["titleAr", { titleAr: "سطر\nوسطر" }, "Please remove line breaks and control characters from this field"],
    ["descriptionAr", { descriptionAr: "و".repeat(5001) }, "This text is too long"],
    ["termsAndConditionsAr", { termsAndConditionsAr: "ش".repeat(5001) }, "This text is too long"],
  ])("keeps the English fields' limits: %s %#", async (path, override, message) => {
    await expectRejected(discountRequest(logoUrl, override), path, message);
  });

  it("takes texts right at the limits", async () => {
    const response = await submitRequest(
      t,
      discountRequest(logoUrl, {
        titleAr: "ع".repeat(150),
        descriptionAr: "و".repeat(5000),
        termsAndConditionsAr: "ش".repeat(5000),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("where students use the offer (issue 35)", () => {
  it.each([
    ["in_store", "Where: In store (the student shows their card)"],
    ["both", "Where: Online and in store"],
    ["online", "Where: Online"],
  ] as const)("stores %s and tells staff", async (redemptionChannel, line) => {
    const response = await submitRequest(t, discountRequest(logoUrl, { redemptionChannel }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    expect(await stored(id)).toMatchObject({ redemptionChannel });
    const notice = (await t.mail()).find((m) => m.to === "support@studentperks.test" && m.text.includes(id));
    expect(notice?.text).toContain(line);
  });

  it("is online when a client leaves it out (spec 001 §7's payload)", async () => {
    const response = await submitRequest(t, referralRequest(logoUrl));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored((response.json() as { id: string }).id)).toMatchObject({
      redemptionChannel: "online",
    });
  });

  it.each(["in-store", "shop", "", null, 1])("refuses %j", async (redemptionChannel) => {
    await expectRejected(
      discountRequest(logoUrl, { redemptionChannel }),
      "redemptionChannel",
      "Please choose where students can use this offer",
    );
  });
});

describe("every rule, checked again on the server (400, the field named)", () => {
  it("names every required field of an empty request", async () => {
    const response = await submitRequest(t, {});
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { issues: Issue[] }).issues.map((issue) => issue.path);
    for (const field of [
      "logoUrl",
      "brandName",
      "brandCategory",
      "businessDescription",
      "offerType",
      "discountRedemptionGuide",
      "termsAndConditions",
      "contactEmail",
      "contactName",
    ]) {
      expect(paths).toContain(field);
    }
  });

  it.each([
    ["brandName", { brandName: "K" }, "Brand name is required"],
    ["brandCategory", { brandCategory: "weapons" }, "Please select a category"],
    ["businessDescription", { businessDescription: "Tea." }, "Business description is required"],
    ["offerType", { offerType: "cashback" }, "Please select an offer type"],
    ["websiteLink", { websiteLink: "javascript:alert(1)" }, "Please enter a valid website URL"],
    ["websiteLink", { websiteLink: "not a url" }, "Please enter a valid website URL"],
    [
      "discountRedemptionGuide",
      { discountRedemptionGuide: "[]" },
      "At least one redemption step is required",
    ],
    [
      "discountRedemptionGuide",
      { discountRedemptionGuide: "not json" },
      "At least one redemption step is required",
    ],
    [
      "discountRedemptionGuide.1.instruction",
      { discountRedemptionGuide: JSON.stringify([{ instruction: "Copy" }, { instruction: "  " }]) },
      "Instruction is required",
    ],
    ["termsAndConditions", { termsAndConditions: "None." }, "Please provide terms and conditions"],
    ["contactEmail", { contactEmail: "omar@" }, "Please enter a valid email address"],
    ["contactName", { contactName: "O" }, "Contact name is required"],
    ["contactPhone", { contactPhone: "call me" }, "Phone number must be at least 10 digits"],
    ["discountValue", { discountValue: "-5" }, "Please enter a positive number"],
    ["discountValue", { discountValue: "150" }, "A percentage discount can be at most 100"],
  ])("%s: %j", async (path, override, message) => {
    await expectRejected(discountRequest(logoUrl, override), path, message);
  });

  describe("the offer type's own fields", () => {
    const typeMessage = "Please fill in all required fields for your selected offer type";
    it.each([
      ["discountCode", { discountCode: "" }],
      ["discountType", { discountType: "" }],
      ["discountValue", { discountValue: "" }],
    ] as const)("a discount needs %s", async (path, override) => {
      await expectRejected(discountRequest(logoUrl, override), path, typeMessage);
    });

    it("a referral needs its link, and a link that opens a web page", async () => {
      await expectRejected(referralRequest(logoUrl, { referralLink: "" }), "referralLink", typeMessage);
      await expectRejected(
        referralRequest(logoUrl, { referralLink: "ftp://swift.example/r" }),
        "referralLink",
        "Please enter a valid referral link",
      );
    });
  });

  describe("the expiry", () => {
    it("needs a date when 'This offer expires' is checked", async () => {
      await expectRejected(
        discountRequest(logoUrl, { hasExpiry: true, expiryDate: "" }),
        "expiryDate",
        "Please fill in all required fields",
      );
    });

    it.each(["2020-01-01", "2099-02-30", "31/12/2099"])("refuses %s", async (expiryDate) => {
      await expectRejected(
        discountRequest(logoUrl, { hasExpiry: true, expiryDate }),
        "expiryDate",
        "Please choose an expiry date from today on",
      );
    });
  });

  describe("the logo", () => {
    it.each([
      "https://evil.example/logo.png",
      "/uploads/logos/00000000-0000-4000-8000-000000000000.webp",
      "/brand-logos/karak-house.svg",
      "/uploads/logos/../documents/x.webp",
    ])("refuses a URL we did not issue: %s", async (url) => {
      await expectRejected(discountRequest(url), "logoUrl", "Please upload the logo again.");
    });

    it("takes our URL written out in full, with the public address", async () => {
      const response = await submitRequest(t, discountRequest(`http://localhost:3000${logoUrl}`));
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  it("stores nothing and mails nothing for a refused request", async () => {
    const before = (await t.database.db.select().from(partnershipRequests)).length;
    const mailBefore = (await t.mail()).length;
    expect((await submitRequest(t, discountRequest(logoUrl, { discountCode: "" }))).statusCode).toBe(400);
    expect(await t.database.db.select().from(partnershipRequests)).toHaveLength(before);
    expect(await t.mail()).toHaveLength(mailBefore);
  });
});

it("answers 429 after 10 requests an hour from one address", async () => {
  const remoteAddress = newAddress();
  for (let i = 0; i < 10; i += 1) {
    expect((await submitRequest(t, referralRequest(logoUrl), remoteAddress)).statusCode).toBe(201);
  }
  const limited = await submitRequest(t, referralRequest(logoUrl), remoteAddress);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
});
