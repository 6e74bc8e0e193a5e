// /api/admin/partnerships: staff read what merchants submitted, approve a request into a draft offer
// (not public until published) or reject it with a reason mailed to the contact; each decision once.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "@studentperks/contracts/admin/audit";
import type { PartnershipDetail, PartnershipPage } from "@studentperks/contracts/admin/partnerships";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { offers, partnershipRequests } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { updateOffer } from "./helpers/offer-fixtures.ts";
import { discountRequest, issuedLogoUrl, referralRequest, submitRequest } from "./helpers/merchants.ts";
import { asStaff, staff } from "./helpers/staff.ts";

let t: TestApp;
let logoUrl: string;
let sara: { email: string; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  logoUrl = await issuedLogoUrl(t);
  sara = await staff(t);
});
afterAll(() => t.close());

/** The guide of discountRequest(), as stored: numbered steps. */
const KARAK_GUIDE = ["Open the offer", "Copy the code", "Show it at the counter"].map((instruction, i) => ({
  step: i + 1,
  instruction,
}));

let brands = 0;
/** A brand name no other test in this file uses. */
const brand = (name: string) => `${name} ${(brands += 1)}`;

async function submit(payload: object): Promise<string> {
  const response = await submitRequest(t, payload);
  if (response.statusCode !== 201)
    throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const get = (url: string, cookie = sara.cookie) => asStaff(t, cookie, "GET", url);
const approve = (id: string, cookie = sara.cookie) =>
  asStaff(t, cookie, "POST", `/api/admin/partnerships/${id}/approve`);
const reject = (id: string, reason: unknown, cookie = sara.cookie) =>
  asStaff(t, cookie, "POST", `/api/admin/partnerships/${id}/reject`, { reason });

async function list(query = ""): Promise<PartnershipPage> {
  const response = await get(`/api/admin/partnerships${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PartnershipPage;
}

async function detail(id: string): Promise<PartnershipDetail> {
  const response = await get(`/api/admin/partnerships/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PartnershipDetail;
}

async function offersOf(brandName: string) {
  return t.database.db.select().from(offers).where(eq(offers.brandName, brandName));
}

async function auditOf(entityType: string, entityId: string | number) {
  const response = await get(`/api/admin/audit?entityType=${entityType}&entityId=${entityId}`);
  return (response.json() as AuditPage).entries;
}

async function publicOffers(): Promise<PublicOffer[]> {
  return (await t.app.inject({ method: "GET", url: "/api/offers" })).json() as PublicOffer[];
}

describe("the list", () => {
  it("shows waiting requests oldest first, with the offer in brief and the contact", async () => {
    const first = await submit(discountRequest(logoUrl, { brandName: brand("Karak House") }));
    const second = await submit(referralRequest(logoUrl, { brandName: brand("Swift Scooters") }));
    const { requests } = await list();
    const ids = requests.map((request) => request.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(requests.find((request) => request.id === first)).toMatchObject({
      status: "submitted",
      brandCategory: "restaurant",
      offerType: "discount",
      discountType: "percentage",
      discountValue: 20,
      contactName: "Omar Saeed",
      contactEmail: "partners@karakhouse.example",
      reviewedAt: null,
      offerId: null,
    });
    expect(Date.parse(requests[0]!.submittedAt)).not.toBeNaN();
    expect((await list("?status=approved")).requests.map((r) => r.id)).not.toContain(first);
  });

  it("pages through every waiting request once, in order", async () => {
    const [existing] = await t.database.db
      .select({ logoKey: partnershipRequests.logoKey })
      .from(partnershipRequests)
      .limit(1);
    // More than a page, several at the same moment, so the page boundary falls inside a tie.
    await t.database.db.insert(partnershipRequests).values(
      Array.from({ length: 60 }, (_, i) => ({
        brandName: `Bulk ${i}`,
        brandCategory: "fashion" as const,
        businessDescription: "A bulk test brand",
        offerType: "referral" as const,
        referralLink: "https://bulk.example/r",
        redemptionGuide: [{ step: 1, instruction: "Follow the link" }],
        termsAndConditions: "Bulk terms for a test.",
        contactEmail: "bulk@bulk.example",
        contactName: "Bulk Contact",
        logoKey: existing!.logoKey,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, Math.floor(i / 4))),
      })),
    );
    const expected = await t.database.db
      .select({ id: partnershipRequests.id })
      .from(partnershipRequests)
      .where(eq(partnershipRequests.status, "submitted"))
      .orderBy(asc(partnershipRequests.createdAt), asc(partnershipRequests.id));

    const seen: string[] = [];
    let page = await list();
    seen.push(...page.requests.map((r) => r.id));
    expect(page.requests).toHaveLength(50);
    while (page.nextCursor) {
      page = await list(`?cursor=${encodeURIComponent(page.nextCursor)}`);
      seen.push(...page.requests.map((r) => r.id));
    }
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it("refuses an unknown status or a malformed cursor with 400", async () => {
    expect((await get("/api/admin/partnerships?status=pending")).statusCode).toBe(400);
    expect((await get("/api/admin/partnerships?cursor=yesterday")).statusCode).toBe(400);
    const badDay = `2025-02-30T00:00:00.000000Z_${crypto.randomUUID()}`;
    expect((await get(`/api/admin/partnerships?cursor=${badDay}`)).statusCode).toBe(400);
  });
});

describe("one request", () => {
  it("shows every field the merchant gave, with the logo's public address", async () => {
    const brandName = brand("Karak House");
    const id = await submit(discountRequest(logoUrl, { brandName }));
    expect(await detail(id)).toEqual({
      id,
      status: "submitted",
      brandName,
      brandCategory: "restaurant",
      businessDescription: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
      generalInfo: "Valid at both branches.",
      offerType: "discount",
      discountCode: "KARAKSP20",
      discountType: "percentage",
      discountValue: 20,
      referralLink: null,
      expiresOn: "2099-12-31",
      websiteUrl: "https://karakhouse.example",
      redemptionGuide: KARAK_GUIDE,
      termsAndConditions: "One use per student per visit. Not valid with other offers.",
      redemptionChannel: "online",
      titleAr: null,
      descriptionAr: null,
      termsAndConditionsAr: null,
      contactName: "Omar Saeed",
      contactEmail: "partners@karakhouse.example",
      contactPhone: "+971 50 765 4321",
      logoUrl,
      coverUrl: null,
      submittedAt: expect.any(String) as string,
      reviewedAt: null,
      reviewerEmail: null,
      rejectionReason: null,
      offerId: null,
      languageWarnings: [],
    });
    const logo = await t.app.inject({ method: "GET", url: logoUrl });
    expect(logo.statusCode).toBe(200);
  });

  it("answers 404 for an unknown id and for one that is not an id at all", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid", "1"]) {
      expect((await get(`/api/admin/partnerships/${id}`)).statusCode).toBe(404);
      expect((await approve(id)).statusCode).toBe(404);
      expect((await reject(id, "Not for us")).statusCode).toBe(404);
    }
  });
});

describe("approving", () => {
  it("makes a draft offer from the request, which the public list does not show", async () => {
    const brandName = brand("Karak House");
    const id = await submit(discountRequest(logoUrl, { brandName }));
    t.clock.advance(60_000);
    const decidedAt = t.clock.now().toISOString();
    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(201);
    const { offerId } = response.json() as { offerId: number };

    const [offer] = await offersOf(brandName);
    expect(offer).toMatchObject({
      id: offerId,
      status: "draft",
      publishedAt: null,
      title: `20% off at ${brandName}`,
      description: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
      businessDescription: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
      brandName,
      businessName: brandName,
      businessCategory: "food",
      logoUrl,
      websiteUrl: "https://karakhouse.example",
      offerType: "discount",
      discountType: "percentage",
      discountValue: 20,
      code: "KARAKSP20",
      referralLink: null,
      discountRedemptionGuide: KARAK_GUIDE,
      generalInfo: "Valid at both branches.",
      termsAndConditions: "One use per student per visit. Not valid with other offers.",
    });
    // The whole last day in Dubai (UTC+4).
    // The offer runs to the end of the merchant's last day in Dubai, as offers staff edit do.
    expect(offer!.expiresAt!.toISOString()).toBe("2099-12-31T20:00:00.000Z");

    expect(await detail(id)).toMatchObject({
      status: "approved",
      offerId,
      reviewedAt: decidedAt,
      reviewerEmail: sara.email,
      rejectionReason: null,
    });
    expect((await list("?status=approved")).requests.map((r) => r.id)).toContain(id);
    expect((await list()).requests.map((r) => r.id)).not.toContain(id);

    expect((await publicOffers()).map((o) => o.brandName)).not.toContain(brandName);
    // Published (as the offers screen does it), the same offer is listed: only its draft status hid it.
    await updateOffer(t.database.db, offerId, { status: "published", publishedAt: t.clock.now() });
    expect((await publicOffers()).map((o) => o.id)).toContain(offerId);

    const mails = (await t.mail()).filter(
      (m) => m.to === "partners@karakhouse.example" && m.text.includes(brandName),
    );
    expect(mails.find((m) => m.subject.includes("accepted"))).toMatchObject({
      subject: `${brandName}'s offer is accepted on StudentPerks`,
      replyTo: "support@studentperks.test",
    });
    // And the contact is invited to the brand's partner portal (issue 37).
    expect(mails.map((m) => m.subject)).toContain(`You are invited to ${brandName} on StudentPerks`);
  });

  it("carries the merchant's Arabic title, description and terms into the draft, public once published", async () => {
    const brandName = brand("Karak House");
    const arabic = {
      titleAr: "خصم 20% على الكرك والبراتا",
      descriptionAr: "شاي الكرك والفطور الإماراتي في القوز.",
      termsAndConditionsAr: "استخدام واحد لكل طالب في الزيارة.",
    };
    const id = await submit(discountRequest(logoUrl, { brandName, ...arabic }));
    expect(await detail(id)).toMatchObject(arabic);
    const { offerId } = (await approve(id)).json() as { offerId: number };

    const draft = await get(`/api/admin/offers/${offerId}`);
    expect(draft.json()).toMatchObject({
      status: "draft",
      title: `20% off at ${brandName}`,
      ...arabic,
      // The form has no Arabic guide: staff write it in the editor.
      discountRedemptionGuideAr: [],
    });
    expect(JSON.stringify(await publicOffers())).not.toContain(arabic.titleAr);

    const published = await asStaff(t, sara.cookie, "POST", `/api/admin/offers/${offerId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicOffers()).find((o) => o.id === offerId)).toMatchObject({
      ...arabic,
      discountRedemptionGuideAr: null,
    });
  });

  it("gives the draft the channel the merchant chose, shown to staff first (issue 35)", async () => {
    for (const redemptionChannel of ["in_store", "both"] as const) {
      const brandName = brand("Date Palm Bakery");
      const id = await submit(discountRequest(logoUrl, { brandName, redemptionChannel }));
      expect(await detail(id)).toMatchObject({ redemptionChannel });
      const { offerId } = (await approve(id)).json() as { offerId: number };
      const draft = await get(`/api/admin/offers/${offerId}`);
      expect(draft.json()).toMatchObject({ status: "draft", redemptionChannel });
    }
  });

  it("writes who approved it, on the request and on the new offer", async () => {
    const brandName = brand("Swift Scooters");
    const id = await submit(referralRequest(logoUrl, { brandName }));
    const { offerId } = (await approve(id)).json() as { offerId: number };

    const [requestEntry] = await auditOf("partnership_request", id);
    expect(requestEntry).toMatchObject({
      actorEmail: sara.email,
      action: "partnership.approve",
      entityName: brandName,
      before: { status: "submitted" },
      after: { status: "approved", offerId },
    });
    const [offerEntry] = await auditOf("offer", offerId);
    expect(offerEntry).toMatchObject({
      actorEmail: sara.email,
      action: "offer.create",
      entityName: `${brandName}: ${brandName} referral offer`,
      before: null,
      after: { status: "draft", title: `${brandName} referral offer`, fromPartnershipRequest: id },
    });
  });

  it("carries a referral over without a code or expiry, in the merchant's own category", async () => {
    const brandName = brand("Swift Scooters");
    const id = await submit(referralRequest(logoUrl, { brandName }));
    expect((await approve(id)).statusCode).toBe(201);
    const [offer] = await offersOf(brandName);
    expect(offer).toMatchObject({
      title: `${brandName} referral offer`,
      businessCategory: "services",
      offerType: "referral",
      referralLink: "https://swift.example/r/studentperks",
      code: null,
      discountType: null,
      discountValue: null,
      expiresAt: null,
      websiteUrl: null,
      generalInfo: null,
    });
  });

  it("proposes a title for an amount in AED and for free shipping", async () => {
    const fixed = brand("Souk Lane");
    await approve(
      await submit(
        discountRequest(logoUrl, { brandName: fixed, discountType: "fixed", discountValue: "50" }),
      ),
    );
    const shipping = brand("Souk Lane");
    await approve(
      await submit(
        discountRequest(logoUrl, {
          brandName: shipping,
          brandCategory: "Retail",
          discountType: "free_shipping",
          discountValue: "",
        }),
      ),
    );
    expect((await offersOf(fixed))[0]).toMatchObject({ title: `AED 50 off at ${fixed}`, discountValue: 50 });
    expect((await offersOf(shipping))[0]).toMatchObject({
      title: `Free shipping at ${shipping}`,
      businessCategory: "Retail",
      discountType: "free_shipping",
      discountValue: null,
    });
  });

  it("makes one offer when approved twice, the second answer 409", async () => {
    const brandName = brand("Karak House");
    const id = await submit(discountRequest(logoUrl, { brandName }));
    expect((await approve(id)).statusCode).toBe(201);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(
      "This partnership request has already been decided.",
    );
    expect(await offersOf(brandName)).toHaveLength(1);
  });

  it("makes one offer when two staff members approve at the same moment", async () => {
    const other = await staff(t);
    const brandName = brand("Karak House");
    const id = await submit(discountRequest(logoUrl, { brandName }));
    const answers = await Promise.all([approve(id, sara.cookie), approve(id, other.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = await offersOf(brandName);
    expect(made).toHaveLength(1);
    expect((await detail(id)).offerId).toBe(made[0]!.id);
    expect(await auditOf("partnership_request", id)).toHaveLength(1);
  });
});

describe("rejecting", () => {
  it("records the reason and mails it to the contact, replies going to support", async () => {
    const brandName = brand("Swift Scooters");
    const id = await submit(referralRequest(logoUrl, { brandName }));
    t.clock.advance(60_000);
    const decidedAt = t.clock.now().toISOString();
    const reason = "  We already list a scooter brand with the same offer.  ";
    const response = await reject(id, reason);
    expect(response.statusCode, response.body).toBe(200);

    expect(await detail(id)).toMatchObject({
      status: "rejected",
      rejectionReason: "We already list a scooter brand with the same offer.",
      reviewedAt: decidedAt,
      reviewerEmail: sara.email,
      offerId: null,
    });
    expect((await list("?status=rejected")).requests.map((r) => r.id)).toContain(id);
    expect(await offersOf(brandName)).toHaveLength(0);

    const mail = (await t.mail()).find((m) => m.to === "hello@swift.example" && m.text.includes(brandName));
    expect(mail).toMatchObject({
      subject: `About ${brandName}'s offer for StudentPerks`,
      replyTo: "support@studentperks.test",
    });
    expect(mail!.text).toContain("We already list a scooter brand with the same offer.");

    const [entry] = await auditOf("partnership_request", id);
    expect(entry).toMatchObject({
      actorEmail: sara.email,
      action: "partnership.reject",
      before: { status: "submitted" },
      after: { status: "rejected", rejectionReason: "We already list a scooter brand with the same offer." },
    });
  });

  it("needs a reason of at most 500 characters", async () => {
    const id = await submit(referralRequest(logoUrl, { brandName: brand("Swift Scooters") }));
    for (const reason of [undefined, "", "   ", "x".repeat(501)]) {
      expect((await reject(id, reason)).statusCode).toBe(400);
    }
    expect((await detail(id)).status).toBe("submitted");
  });

  it("refuses to decide a request twice (409), whichever way", async () => {
    const rejected = await submit(referralRequest(logoUrl, { brandName: brand("Swift Scooters") }));
    expect((await reject(rejected, "Not a fit")).statusCode).toBe(200);
    expect((await reject(rejected, "Again")).statusCode).toBe(409);
    expect((await approve(rejected)).statusCode).toBe(409);
    expect((await detail(rejected)).rejectionReason).toBe("Not a fit");

    const approved = await submit(referralRequest(logoUrl, { brandName: brand("Swift Scooters") }));
    expect((await approve(approved)).statusCode).toBe(201);
    expect((await reject(approved, "Changed my mind")).statusCode).toBe(409);
    expect((await detail(approved)).status).toBe("approved");
  });
});
