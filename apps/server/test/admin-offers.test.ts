// The console's offers: drafts stay out of the public list until published; publishing needs a
// complete offer that has not expired; CSV pools hand out exactly their codes; SUPPORT_EMAIL hears
// once when a pool runs low; every decision is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { realImage, uploadLogo } from "./helpers/merchants.ts";
import { consoleOfferInput, insertOffers } from "./helpers/offer-fixtures.ts";
import { people, person } from "./helpers/redemption.ts";
import { asStaff, staff, uploadCodesAsStaff } from "./helpers/staff.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

let n = 0;
function offerInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return consoleOfferInput(`Dune Outfitters ${n}`, {
    title: `20% off everything ${n}`,
    websiteUrl: "https://dune.example",
    code: `DUNE${n}`,
    ...overrides,
  });
}

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  asStaff(t, cookie, method, url, payload);

async function createOffer(overrides: Record<string, unknown> = {}): Promise<AdminOffer> {
  const answer = await call("POST", "/api/admin/offers", offerInput(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function publicList(): Promise<string> {
  const answer = await t.app.inject({ method: "GET", url: "/api/offers" });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}
const publicIds = async () => (JSON.parse(await publicList()) as { id: number }[]).map((o) => o.id);

const uploadCodes = (offerId: number, text: string | Buffer, contentType = "text/csv") =>
  uploadCodesAsStaff(t, cookie, offerId, text, contentType);

async function auditActions(offerId: number): Promise<string[]> {
  const answer = await call("GET", `/api/admin/audit?entityType=offer&entityId=${offerId}`);
  return (answer.json().entries as { action: string }[]).map((entry) => entry.action).reverse();
}

describe("an offer's life", () => {
  it("is public only while published, and the public list never carries its secrets", async () => {
    const created = await createOffer({ code: "SECRET-DUNE" });
    expect(created).toMatchObject({ status: "draft", code: "SECRET-DUNE", publishedAt: null });
    expect(await publicIds()).not.toContain(created.id);

    const published = await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", publishedAt: t.clock.now().toISOString() });
    const body = await publicList();
    expect(await publicIds()).toContain(created.id);
    expect(body).not.toContain("SECRET-DUNE");

    expect((await call("POST", `/api/admin/offers/${created.id}/unpublish`)).json().status).toBe("draft");
    expect(await publicIds()).not.toContain(created.id);
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(await publicIds()).toContain(created.id);
    expect((await call("POST", `/api/admin/offers/${created.id}/archive`)).json().status).toBe("archived");
    expect(await publicIds()).not.toContain(created.id);
  });

  it("files an offer under Food & Drink, which the public list carries for the chip to filter on", async () => {
    const created = await createOffer({ businessCategory: "food" });
    expect(created.businessCategory).toBe("food");
    expect((await call("POST", `/api/admin/offers/${created.id}/publish`)).statusCode).toBe(200);
    const listed = (JSON.parse(await publicList()) as { id: number; businessCategory: string }[]).find(
      (offer) => offer.id === created.id,
    );
    expect(listed?.businessCategory).toBe("food");
  });

  it("keeps a referral link for staff only", async () => {
    const created = await createOffer({
      offerType: "referral",
      referralLink: "https://dune.example/ref/SECRET-REF",
      code: "IGNORED",
    });
    expect(created).toMatchObject({ referralLink: "https://dune.example/ref/SECRET-REF", code: null });
    expect((await call("GET", `/api/admin/offers/${created.id}`)).json().referralLink).toBe(
      "https://dune.example/ref/SECRET-REF",
    );
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(await publicIds()).toContain(created.id);
    expect(await publicList()).not.toContain("SECRET-REF");
  });

  it("edits a published offer in place: it stays published and the public list follows", async () => {
    const created = await createOffer();
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    const edited = await call(
      "PUT",
      `/api/admin/offers/${created.id}`,
      offerInput({ title: "Now 25% off", discountValue: 25 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: "published", title: "Now 25% off", discountValue: 25 });
    expect(await publicList()).toContain("Now 25% off");

    const emptied = await call(
      "PUT",
      `/api/admin/offers/${created.id}`,
      offerInput({ termsAndConditions: "" }),
    );
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().issues).toEqual([
      { path: "termsAndConditions", message: "Please provide terms and conditions" },
    ]);
    expect((await call("GET", `/api/admin/offers/${created.id}`)).json().termsAndConditions).toBe(
      "One use per student.",
    );
  });

  it("refuses transitions that make no sense (409) and unknown offers (404)", async () => {
    const created = await createOffer();
    expect((await call("POST", `/api/admin/offers/${created.id}/unpublish`)).statusCode).toBe(409);
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    const again = await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This offer is published: it cannot be published.");
    await call("POST", `/api/admin/offers/${created.id}/archive`);
    expect((await call("POST", `/api/admin/offers/${created.id}/archive`)).statusCode).toBe(409);
    expect((await call("POST", `/api/admin/offers/${created.id}/publish`)).statusCode).toBe(409);
    expect((await call("GET", "/api/admin/offers/999999")).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/offers/999999/publish")).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/offers/999999", offerInput())).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/offers/abc")).statusCode).toBe(404);
  });

  it("writes an audit entry for create, edit, publish, unpublish, archive and codes", async () => {
    const created = await createOffer();
    await call("PUT", `/api/admin/offers/${created.id}`, offerInput({ title: "Renamed" }));
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    await call("POST", `/api/admin/offers/${created.id}/unpublish`);
    await call("POST", `/api/admin/offers/${created.id}/archive`);
    await uploadCodes(created.id, "A1\nA2\n");
    expect(await auditActions(created.id)).toEqual([
      "offer.create",
      "offer.edit",
      "offer.publish",
      "offer.unpublish",
      "offer.archive",
      "offer.codes",
    ]);
    const entries = (await call("GET", `/api/admin/audit?entityType=offer&entityId=${created.id}`)).json()
      .entries as { action: string; before: unknown; after: unknown }[];
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction["offer.edit"]).toMatchObject({
      before: { title: created.title },
      after: { title: "Renamed" },
    });
    expect(byAction["offer.publish"]).toMatchObject({
      before: { status: "draft" },
      after: { status: "published" },
    });
    expect(byAction["offer.archive"]).toMatchObject({
      before: { status: "draft" },
      after: { status: "archived" },
    });
    expect(byAction["offer.codes"]).toMatchObject({ before: { total: 0 }, after: { total: 2, added: 2 } });
  });
});

describe("where students use it (issue 35)", () => {
  it("is online for a new offer unless staff choose, and an edit is audited and reaches the public list", async () => {
    expect((await createOffer()).redemptionChannel).toBe("online");
    const created = await createOffer({ redemptionChannel: "in_store" });
    expect(created.redemptionChannel).toBe("in_store");
    await call("POST", `/api/admin/offers/${created.id}/publish`);

    const edited = await call(
      "PUT",
      `/api/admin/offers/${created.id}`,
      offerInput({ redemptionChannel: "both" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "published", redemptionChannel: "both" });
    const listed = (JSON.parse(await publicList()) as { id: number; redemptionChannel: string }[]).find(
      (offer) => offer.id === created.id,
    );
    expect(listed?.redemptionChannel).toBe("both");

    const entries = (await call("GET", `/api/admin/audit?entityType=offer&entityId=${created.id}`)).json()
      .entries as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    const edit = entries.find((entry) => entry.action === "offer.edit");
    expect(edit?.before).toMatchObject({ redemptionChannel: "in_store" });
    expect(edit?.after).toMatchObject({ redemptionChannel: "both" });
  });
});

describe("what staff may save", () => {
  it("answers 400 naming each field at fault, and stores nothing", async () => {
    const before = (await call("GET", "/api/admin/offers")).json().total as number;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: " " }, "title", "Please give the offer a title"],
      [{ businessCategory: "restaurant" }, "businessCategory", "Please select a category"],
      [{ discountValue: "150" }, "discountValue", "A percentage discount can be at most 100"],
      [{ discountValue: "-3" }, "discountValue", "Please enter a positive number"],
      [
        { offerType: "referral", referralLink: "" },
        "referralLink",
        "A referral offer needs its link (http or https)",
      ],
      [{ websiteUrl: "javascript:alert(1)" }, "websiteUrl", "Please enter a valid website URL"],
      [{ logoUrl: "//evil.example/x.png" }, "logoUrl", expect.stringContaining("Please upload the logo")],
      [
        { logoUrl: "https://cdn.example/x.png" },
        "logoUrl",
        expect.stringContaining("Please upload the logo"),
      ],
      [{ code: "TWO WORDS" }, "code", expect.stringContaining("without spaces")],
      [
        { redemptionChannel: "in-store" },
        "redemptionChannel",
        "Please choose where students can use this offer",
      ],
      [{ expiresOn: "2026-02-30" }, "expiresOn", "Please choose a real day"],
      [
        { discountRedemptionGuide: [{ instruction: "" }] },
        "discountRedemptionGuide.0.instruction",
        "Instruction is required",
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await call("POST", "/api/admin/offers", offerInput(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().issues, JSON.stringify(overrides)).toContainEqual({ path, message });
    }
    expect((await call("GET", "/api/admin/offers")).json().total).toBe(before);
  });

  it("saves an incomplete draft, but publishing names what is missing", async () => {
    const draft = await createOffer({
      discountType: "",
      discountValue: "",
      discountRedemptionGuide: [],
      termsAndConditions: "",
    });
    const answer = await call("POST", `/api/admin/offers/${draft.id}/publish`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      "This offer can't be published yet: Please select a discount type; At least one redemption step is required; Please provide terms and conditions.",
    );
    expect(answer.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      "discountType",
      "discountRedemptionGuide",
      "termsAndConditions",
    ]);
    expect((await call("GET", `/api/admin/offers/${draft.id}`)).json().status).toBe("draft");
    expect(await auditActions(draft.id)).toEqual(["offer.create"]);
  });

  it("refuses to publish an expired offer, and publishes it once the expiry moves on", async () => {
    // The test clock reads 2026-03-01 12:00 UTC (16:00 in Dubai).
    const draft = await createOffer({ expiresOn: "2026-02-28" });
    expect(draft).toMatchObject({ isExpired: true, expiresAt: "2026-02-28T20:00:00.000Z" });
    const answer = await call("POST", `/api/admin/offers/${draft.id}/publish`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([
      { path: "expiresOn", message: "This offer has expired: choose a later expiry date first" },
    ]);
    await call("PUT", `/api/admin/offers/${draft.id}`, offerInput({ expiresOn: "2026-03-01" }));
    expect((await call("POST", `/api/admin/offers/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await publicIds()).toContain(draft.id);
  });
});

describe("the list", () => {
  it("shows every status with its counts, filters by status and search, a page at a time", async () => {
    const brand = `Listing Brand ${Date.now()}`;
    const [withPool, archived] = await insertOffers(
      t.database.db,
      { brandName: brand, title: "Pool offer" },
      { brandName: brand, title: "Old offer", status: "archived", expiresAt: new Date("2026-01-01") },
    );
    await uploadCodes(withPool!.id, "P1\nP2\nP3\n");
    await (await person(t)).redeem(withPool!.id);
    for (let view = 0; view < 2; view += 1) {
      await t.app.inject({
        method: "POST",
        url: "/api/analytics",
        payload: { eventType: "offer_click", offerId: withPool!.id, metadata: "{}" },
      });
    }
    const answer = await call("GET", `/api/admin/offers?q=${encodeURIComponent(brand)}`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page.total).toBe(2);
    const byId = Object.fromEntries(page.offers.map((o: { id: number }) => [o.id, o]));
    expect(byId[withPool!.id]).toMatchObject({
      status: "published",
      codesTotal: 3,
      codesLeft: 2,
      redemptions: 1,
      views: 2,
      isExpired: false,
    });
    expect(byId[archived!.id]).toMatchObject({ status: "archived", isExpired: true, codesTotal: 0 });
    expect(JSON.stringify(page)).not.toMatch(/SECRET|"code"/);

    const onlyArchived = (
      await call("GET", `/api/admin/offers?status=archived&q=${encodeURIComponent(brand)}`)
    ).json();
    expect(onlyArchived.offers.map((o: { id: number }) => o.id)).toEqual([archived!.id]);
    expect((await call("GET", "/api/admin/offers?q=%25_nothing_matches")).json()).toMatchObject({
      offers: [],
      total: 0,
    });
    expect((await call("GET", "/api/admin/offers?status=live")).statusCode).toBe(400);
  });

  it("pages by 50 with the total on every page", async () => {
    const brand = `Paging Brand ${Date.now()}`;
    await insertOffers(t.database.db, ...Array.from({ length: 53 }, () => ({ brandName: brand })));
    const q = encodeURIComponent(brand);
    const first = (await call("GET", `/api/admin/offers?q=${q}`)).json();
    const second = (await call("GET", `/api/admin/offers?q=${q}&page=2`)).json();
    const beyond = (await call("GET", `/api/admin/offers?q=${q}&page=3`)).json();
    expect([first.offers.length, second.offers.length, beyond.offers.length]).toEqual([50, 3, 0]);
    expect([first.total, second.total, beyond.total]).toEqual([53, 53, 53]);
    const ids = [...first.offers, ...second.offers].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(53);
  });
});

describe("code pools from a CSV", () => {
  it("adds each code once and hands exactly those codes to verified students", async () => {
    const offer = await createOffer({ code: "PRESET-NOT-USED" });
    await call("POST", `/api/admin/offers/${offer.id}/publish`);
    const csv = 'code\n  ALPHA-1 ,first batch\n\nBETA-2\n"GAMMA-3"\nALPHA-1\r\n';
    const first = await uploadCodes(offer.id, csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 3, duplicatesIgnored: 1, total: 3, left: 3 });
    const again = await uploadCodes(offer.id, "BETA-2\nDELTA-4\n", "application/octet-stream");
    expect(again.json()).toEqual({ added: 1, duplicatesIgnored: 1, total: 4, left: 4 });

    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await (await person(t)).redeem(offer.id);
      expect(answer.statusCode).toBe(200);
      codes.push(answer.json().code);
    }
    expect(codes.sort()).toEqual(["ALPHA-1", "BETA-2", "DELTA-4", "GAMMA-3"]);
    expect((await (await person(t)).redeem(offer.id)).statusCode).toBe(409);
    expect((await call("GET", `/api/admin/offers/${offer.id}`)).json()).toMatchObject({
      codesTotal: 4,
      codesLeft: 0,
      redemptions: 4,
    });
  });

  it("refuses a file with a bad line, naming it, and adds nothing", async () => {
    const offer = await createOffer();
    const answer = await uploadCodes(offer.id, "code\nGOOD-1\nBAD CODE\nGOOD-2\n");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Line 3 is not a valid code/);
    const tooLong = await uploadCodes(offer.id, `${"X".repeat(65)}\n`);
    expect(tooLong.json().message).toMatch(/^Line 1 /);
    expect((await call("GET", `/api/admin/offers/${offer.id}`)).json().codesTotal).toBe(0);
    expect(await auditActions(offer.id)).toEqual(["offer.create"]);
  });

  it("judges the file by its content and size, and refuses referral offers", async () => {
    const offer = await createOffer();
    const binary = await uploadCodes(offer.id, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]), "text/csv");
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe("Please upload a CSV or plain text file.");
    const huge = await uploadCodes(offer.id, "CODE-123456\n".repeat(90_000));
    expect(huge.statusCode).toBe(413);
    expect((await uploadCodes(offer.id, "code\n\n")).statusCode).toBe(400);
    const referral = await createOffer({ offerType: "referral", referralLink: "https://r.example/x" });
    const refused = await uploadCodes(referral.id, "R1\n");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/referral offer has no codes/);
    expect((await call("GET", `/api/admin/offers/${offer.id}`)).json().codesTotal).toBe(0);
  });
});

describe("the low-pool e-mail", () => {
  const staffMail = async (brand: string, subject: string) =>
    (await t.mail()).filter(
      (mail) =>
        mail.to === "support@studentperks.test" &&
        mail.subject.startsWith(subject) &&
        mail.subject.includes(brand),
    );
  const alertsFor = (brand: string) => staffMail(brand, "Codes running low");
  const ranOutFor = (brand: string) => staffMail(brand, "Out of codes");
  const isOutOfCodes = async (offerId: number) =>
    ((await t.app.inject({ method: "GET", url: `/api/offers/${offerId}` })).json() as { outOfCodes: boolean })
      .outOfCodes;

  it("goes to SUPPORT_EMAIL once when free codes fall below 10%, and again after a refill runs low", async () => {
    const offer = await createOffer();
    await call("POST", `/api/admin/offers/${offer.id}/publish`);
    await uploadCodes(offer.id, Array.from({ length: 20 }, (_, i) => `FIRST-${i}`).join("\n"));
    const redeem = async (times: number) => {
      for (let i = 0; i < times; i += 1)
        expect((await (await person(t)).redeem(offer.id)).statusCode).toBe(200);
    };
    await redeem(18); // 2 of 20 left: exactly 10%, not below
    expect(await alertsFor(offer.brandName)).toHaveLength(0);
    await redeem(1); // 1 of 20
    const [alert] = await alertsFor(offer.brandName);
    expect(alert!.subject).toBe(`Codes running low: ${offer.brandName} – ${offer.title}`);
    expect(alert!.text).toContain(`"${offer.title}" has 1 code left of 20`);
    expect(alert!.text).toContain(`http://localhost:3000/admin/offers/${offer.id}`);
    expect(await ranOutFor(offer.brandName)).toHaveLength(0);
    expect(await isOutOfCodes(offer.id)).toBe(false);
    await redeem(1); // 0 of 20: still low, no second mail; but now out of codes, which staff hear once
    expect(await alertsFor(offer.brandName)).toHaveLength(1);
    const [out] = await ranOutFor(offer.brandName);
    expect(out!.subject).toBe(`Out of codes: ${offer.brandName} – ${offer.title}`);
    expect(await isOutOfCodes(offer.id)).toBe(true);
    expect((await (await person(t)).redeem(offer.id)).json().code).toBe("NO_CODES_LEFT");
    expect(await ranOutFor(offer.brandName)).toHaveLength(1);

    const refill = await uploadCodes(
      offer.id,
      Array.from({ length: 20 }, (_, i) => `SECOND-${i}`).join("\n"),
    );
    expect(refill.json()).toEqual({ added: 20, duplicatesIgnored: 0, total: 40, left: 20 });
    expect(await isOutOfCodes(offer.id)).toBe(false);
    await redeem(16); // 4 of 40 left: 10%
    expect(await alertsFor(offer.brandName)).toHaveLength(1);
    await redeem(1); // 3 of 40
    const alerts = await alertsFor(offer.brandName);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.text).toContain("has 3 codes left of 40");
  });

  it("is sent once, and so is the out-of-codes mail, when many students take the last codes at once", async () => {
    const offer = await createOffer();
    await call("POST", `/api/admin/offers/${offer.id}/publish`);
    await uploadCodes(offer.id, Array.from({ length: 10 }, (_, i) => `RACE-${i}`).join("\n"));
    const students = await people(t, 10);
    const answers = await Promise.all(students.map((student) => student.redeem(offer.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await alertsFor(offer.brandName)).toHaveLength(1);
    expect(await ranOutFor(offer.brandName)).toHaveLength(1);
  });
});

describe("Arabic texts (issue 18)", () => {
  const arabic = {
    titleAr: "خصم 20% على كل المتجر",
    descriptionAr: "خصم عشرين بالمئة على كل المتجر للطلاب.\nفي جميع الفروع.",
    discountRedemptionGuideAr: [{ instruction: "افتح العرض" }, { instruction: "اعرض الرمز عند الدفع" }],
    termsAndConditionsAr: "استخدام واحد لكل طالب.",
  };
  const arabicGuide = [
    { step: 1, instruction: "افتح العرض" },
    { step: 2, instruction: "اعرض الرمز عند الدفع" },
  ];
  const publicOffer = async (id: number) =>
    (JSON.parse(await publicList()) as { id: number }[]).find((offer) => offer.id === id) as
      Record<string, unknown> | undefined;

  it("are saved beside the English and listed publicly once the offer is published", async () => {
    const created = await createOffer(arabic);
    expect(created).toMatchObject({ ...arabic, discountRedemptionGuideAr: arabicGuide });
    expect(created.title).toMatch(/^20% off everything/);
    expect(await publicOffer(created.id)).toBeUndefined();
    expect(await publicList()).not.toContain(arabic.titleAr);

    await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(await publicOffer(created.id)).toMatchObject({
      title: created.title,
      description: created.description,
      titleAr: arabic.titleAr,
      descriptionAr: arabic.descriptionAr,
      discountRedemptionGuideAr: arabicGuide,
      termsAndConditionsAr: arabic.termsAndConditionsAr,
    });

    await call("POST", `/api/admin/offers/${created.id}/unpublish`);
    expect(await publicList()).not.toContain(arabic.titleAr);
  });

  it("are optional: an offer without them, or with them emptied, lists them as null", async () => {
    const plain = await createOffer();
    expect(plain).toMatchObject({
      titleAr: null,
      descriptionAr: null,
      discountRedemptionGuideAr: [],
      termsAndConditionsAr: null,
    });
    await call("POST", `/api/admin/offers/${plain.id}/publish`);
    expect(await publicOffer(plain.id)).toMatchObject({
      titleAr: null,
      descriptionAr: null,
      discountRedemptionGuideAr: null,
      termsAndConditionsAr: null,
    });

    const withArabic = await createOffer(arabic);
    await call("POST", `/api/admin/offers/${withArabic.id}/publish`);
    const emptied = await call(
      "PUT",
      `/api/admin/offers/${withArabic.id}`,
      offerInput({
        titleAr: "  ",
        descriptionAr: "",
        discountRedemptionGuideAr: [],
        termsAndConditionsAr: "",
      }),
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({
      status: "published",
      titleAr: null,
      discountRedemptionGuideAr: [],
    });
    expect(await publicOffer(withArabic.id)).toMatchObject({
      titleAr: null,
      descriptionAr: null,
      discountRedemptionGuideAr: null,
      termsAndConditionsAr: null,
    });
  });

  it("follow an edit of a published offer in the public list, and the edit is audited", async () => {
    const created = await createOffer(arabic);
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    const edited = await call(
      "PUT",
      `/api/admin/offers/${created.id}`,
      offerInput({ ...arabic, titleAr: "خصم 25% على كل المتجر", discountRedemptionGuideAr: [] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicOffer(created.id)).toMatchObject({
      titleAr: "خصم 25% على كل المتجر",
      descriptionAr: arabic.descriptionAr,
      discountRedemptionGuideAr: null,
    });
    const entries = (await call("GET", `/api/admin/audit?entityType=offer&entityId=${created.id}`)).json()
      .entries as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    const edit = entries.find((entry) => entry.action === "offer.edit");
    expect(edit?.before).toMatchObject({ titleAr: arabic.titleAr, discountRedemptionGuideAr: arabicGuide });
    expect(edit?.after).toMatchObject({ titleAr: "خصم 25% على كل المتجر", discountRedemptionGuideAr: null });
  });

  it("are not needed to publish: an offer complete in English publishes without them", async () => {
    const created = await createOffer();
    const published = await call("POST", `/api/admin/offers/${created.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  });

  it("keep the English fields' limits (400, the field named) and store nothing refused", async () => {
    const before = (await call("GET", "/api/admin/offers")).json().total as number;
    const tooLong = "This text is too long";
    const guideTooLong = "At most 20 redemption steps, of at most 500 characters each";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ titleAr: "ع".repeat(151) }, "titleAr", tooLong],
      [
        { titleAr: "خصم\nعلى سطرين" },
        "titleAr",
        "Please remove line breaks and control characters from this field",
      ],
      [{ descriptionAr: "و".repeat(5001) }, "descriptionAr", tooLong],
      [{ termsAndConditionsAr: "ش".repeat(5001) }, "termsAndConditionsAr", tooLong],
      [
        { discountRedemptionGuideAr: [{ instruction: "افتح العرض" }, { instruction: " " }] },
        "discountRedemptionGuideAr.1.instruction",
        "Instruction is required",
      ],
      [
        { discountRedemptionGuideAr: [{ instruction: "خ".repeat(501) }] },
        "discountRedemptionGuideAr.0.instruction",
        guideTooLong,
      ],
      [
        { discountRedemptionGuideAr: Array.from({ length: 21 }, () => ({ instruction: "خطوة" })) },
        "discountRedemptionGuideAr",
        guideTooLong,
      ],
      [
        { descriptionAr: "نص \u0000 مكسور" },
        "descriptionAr",
        "Please remove characters that cannot be saved (such as a broken emoji)",
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await call("POST", "/api/admin/offers", offerInput(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().issues, JSON.stringify(overrides)).toContainEqual({ path, message });
    }
    expect((await call("GET", "/api/admin/offers")).json().total).toBe(before);

    const atTheLimits = await call(
      "POST",
      "/api/admin/offers",
      offerInput({
        titleAr: "ع".repeat(150),
        descriptionAr: "و".repeat(5000),
        termsAndConditionsAr: "ش".repeat(5000),
        discountRedemptionGuideAr: Array.from({ length: 20 }, () => ({ instruction: "خ".repeat(500) })),
      }),
    );
    expect(atTheLimits.statusCode, atTheLimits.body).toBe(201);
    expect(atTheLimits.json().discountRedemptionGuideAr).toHaveLength(20);
  });

  it("are found by the console's search, by the Arabic title", async () => {
    const created = await createOffer({ titleAr: "عرض البحث التجريبي الفريد" });
    const page = (await call("GET", `/api/admin/offers?q=${encodeURIComponent("البحث التجريبي")}`)).json();
    expect(page.offers.map((o: { id: number }) => o.id)).toEqual([created.id]);
  });
});

// Last: it moves the clock a day on.
describe("a logo staff upload for an offer", () => {
  it("is kept by the sweep of unused logos once the offer names it", async () => {
    const upload = async () =>
      ((await uploadLogo(t, { bytes: await realImage("png") })).json() as { url: string }).url;
    const logoUrl = await upload();
    const unused = await upload();
    const offer = await createOffer({ logoUrl });
    expect(offer.logoUrl).toBe(logoUrl);
    t.clock.advance(25 * 3_600_000);
    await upload(); // sweeps in the background
    await t.background.drain();
    const fetchLogo = (url: string) => t.app.inject({ method: "GET", url });
    expect((await fetchLogo(unused)).statusCode).toBe(404);
    expect((await fetchLogo(logoUrl)).statusCode).toBe(200);
  });
});
