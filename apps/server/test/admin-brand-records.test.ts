// Staff edit a brand's record (issue 37) through PUT /api/admin/brands/:slug: name, logo, website,
// descriptions in English and Arabic, colour, besides the slug. The public page, the cards and every
// offer of the brand follow at once; a field left empty falls back to the offers' values.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBrand, AdminBrands } from "@studentperks/contracts/admin/brands";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import type { BrandPage } from "@studentperks/contracts/brand-page";
import type { CataloguePage } from "@studentperks/contracts/catalogue-page";
import { brandKey } from "@studentperks/contracts/brands";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { offers } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, newAddress, PASSWORD, register, SESSION_COOKIE } from "./helpers/accounts.ts";
import { consoleOfferInput, insertOffers } from "./helpers/offer-fixtures.ts";
import { asStaff, staff } from "./helpers/staff.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

let n = 0;
const uniqueName = (name: string) => `${name} ${(n += 1)}x${Date.now() % 100_000}`;
const slugOf = (name: string) => brandKey(name).replace(/[^a-z0-9]+/g, "-");

const save = (slug: string, body: object, who = cookie) =>
  asStaff(t, who, "PUT", `/api/admin/brands/${slug}`, body);

async function shownPage(slug: string, app = t): Promise<BrandPage> {
  const answer = await app.app.inject({ method: "GET", url: `/api/brands/${slug}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function consoleBrand(slug: string): Promise<AdminBrand | undefined> {
  const answer = await asStaff(t, cookie, "GET", "/api/admin/brands");
  return (answer.json() as AdminBrands).brands.find((brand) => brand.slug === slug);
}

const auditOf = async (key: string) =>
  (
    await asStaff(t, cookie, "GET", `/api/admin/audit?entityType=brand&entityId=${encodeURIComponent(key)}`)
  ).json().entries as { action: string; before: unknown; after: unknown }[];

const ARABIC = "متجر أزياء للطلاب في دبي وأبوظبي، بخصومات طوال العام.";

describe("PUT /api/admin/brands/:slug with the record", () => {
  it("saves every field; the public page, the cards and the brand's offers show them at once, also in another process", async () => {
    const name = uniqueName("Record");
    const [offer, second] = await insertOffers(t.database.db, { brandName: name }, { brandName: name });
    const slug = slugOf(name);
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    try {
      expect((await shownPage(slug, other)).brand.name).toBe(name);
      const renamed = uniqueName("Renamed Record");
      const answer = await save(slug, {
        slug: `${slug}-new`,
        name: `  ${renamed} `,
        logoUrl: "/uploads/logos/record.webp",
        websiteUrl: "https://record.example/ae",
        description: "Clothes for students, made in the UAE.",
        descriptionAr: ARABIC,
        colour: "#1A6B4F",
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const saved = {
        key: brandKey(renamed),
        name: renamed,
        slug: `${slug}-new`,
        liveOffers: 2,
        offers: 2,
        logoUrl: "/uploads/logos/record.webp",
        websiteUrl: "https://record.example/ae",
        description: "Clothes for students, made in the UAE.",
        descriptionAr: ARABIC,
        colour: "#1a6b4f",
      };
      expect(answer.json()).toEqual(saved);
      expect(await consoleBrand(`${slug}-new`)).toEqual(saved);

      for (const app of [t, other]) {
        const { brand } = await shownPage(`${slug}-new`, app);
        expect(brand).toMatchObject({
          slug: `${slug}-new`,
          name: renamed,
          logoUrl: "/uploads/logos/record.webp",
          websiteUrl: "https://record.example/ae",
          description: "Clothes for students, made in the UAE.",
          descriptionAr: ARABIC,
          colour: "#1a6b4f",
        });
        // The old address leads to the brand as it is now.
        expect((await shownPage(slug, app)).brand.slug).toBe(`${slug}-new`);
        const cards = (await app.app.inject({ method: "GET", url: "/api/offers" })).json() as PublicOffer[];
        expect(
          cards
            .filter((card) => card.brandSlug === `${slug}-new`)
            .map(({ brandName, brandColour, logoUrl }) => ({ brandName, brandColour, logoUrl })),
        ).toEqual(
          Array(2).fill({
            brandName: renamed,
            brandColour: "#1a6b4f",
            logoUrl: "/uploads/logos/record.webp",
          }),
        );
        const page = await app.app.inject({
          method: "GET",
          url: "/api/catalogue?q=" + encodeURIComponent(renamed),
        });
        expect((page.json() as CataloguePage).offers.map((card) => card.brandColour)).toEqual([
          "#1a6b4f",
          "#1a6b4f",
        ]);
      }

      // Every offer carries the new name, and the offer editor's brand name now picks this brand.
      const rows = await t.database.db
        .select({ brandName: offers.brandName, brandKey: offers.brandKey })
        .from(offers)
        .where(eq(offers.brandId, offer!.brandId));
      expect(rows).toEqual([
        { brandName: renamed, brandKey: brandKey(renamed) },
        { brandName: renamed, brandKey: brandKey(renamed) },
      ]);
      expect(second!.brandId).toBe(offer!.brandId);
      const typed = await asStaff(
        t,
        cookie,
        "POST",
        "/api/admin/offers",
        consoleOfferInput(renamed.toUpperCase()),
      );
      expect(typed.statusCode, typed.body).toBe(201);
      expect((typed.json() as AdminOffer).brandSlug).toBe(`${slug}-new`);

      expect(await auditOf(brandKey(renamed))).toEqual([
        expect.objectContaining({
          action: "brand.update",
          before: {
            slug,
            name,
            logoUrl: null,
            websiteUrl: null,
            description: null,
            descriptionAr: null,
            colour: null,
          },
          after: {
            slug: `${slug}-new`,
            name: renamed,
            logoUrl: "/uploads/logos/record.webp",
            websiteUrl: "https://record.example/ae",
            description: "Clothes for students, made in the UAE.",
            descriptionAr: ARABIC,
            colour: "#1a6b4f",
          },
        }),
      ]);
    } finally {
      await other.close();
    }
  });

  it("clears a field given empty (the page falls back to the offers'), keeps one left out, and audits only what changed", async () => {
    const name = uniqueName("Clearing");
    const [offer] = await insertOffers(t.database.db, {
      brandName: name,
      logoUrl: "/brand-logos/souk-lane.svg",
      websiteUrl: "https://offer.example",
      businessDescription: "What the offer says about the business.",
    });
    const slug = slugOf(name);
    const full = {
      slug,
      logoUrl: "/uploads/logos/mine.webp",
      websiteUrl: "https://mine.example",
      description: "The record's description.",
      descriptionAr: ARABIC,
      colour: "#aa3300",
    };
    expect((await save(slug, full)).statusCode).toBe(200);
    // Only the slug: the record stays as it is, and nothing is audited.
    expect((await save(slug, { slug })).statusCode).toBe(200);
    expect((await shownPage(slug)).brand).toMatchObject({ colour: "#aa3300", descriptionAr: ARABIC });

    const cleared = await save(slug, {
      slug,
      name,
      logoUrl: "",
      websiteUrl: "",
      description: "   ",
      descriptionAr: null,
      colour: "",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      logoUrl: null,
      websiteUrl: null,
      description: null,
      descriptionAr: null,
      colour: null,
    });
    expect((await shownPage(slug)).brand).toMatchObject({
      name,
      logoUrl: "/brand-logos/souk-lane.svg",
      websiteUrl: "https://offer.example",
      description: "What the offer says about the business.",
      descriptionAr: null,
      colour: null,
    });
    // Without a colour of its own, the offer says none: the web draws one from the name.
    const shown = await t.app.inject({ method: "GET", url: `/api/offers/${offer!.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: offer!.id, brandName: name, brandColour: null });
    const entries = await auditOf(brandKey(name));
    expect(entries.map((entry) => entry.action)).toEqual(["brand.update", "brand.update"]);
    // Newest first: the clearing names the five fields it emptied, not the name it left alone.
    expect(entries[0]!.after).toEqual({
      logoUrl: null,
      websiteUrl: null,
      description: null,
      descriptionAr: null,
      colour: null,
    });
  });

  it("refuses fields that break the offer editor's rules (400, each named), another brand's name (409), changing nothing", async () => {
    const [name, otherName] = [uniqueName("Strict"), uniqueName("Taken")];
    await insertOffers(t.database.db, { brandName: name }, { brandName: otherName });
    const slug = slugOf(name);
    const cases: [object, string, string][] = [
      [{ name: "" }, "name", "Brand name is required"],
      [{ name: "x".repeat(101) }, "name", "This text is too long"],
      [
        { logoUrl: "https://elsewhere.example/logo.png" },
        "logoUrl",
        "Please upload the logo, or give its path on this site, such as /uploads/logos/...",
      ],
      [{ websiteUrl: "javascript:alert(1)" }, "websiteUrl", "Please enter a valid website URL"],
      [{ websiteUrl: "not a site" }, "websiteUrl", "Please enter a valid website URL"],
      [{ description: "x".repeat(5001) }, "description", "This text is too long"],
      [{ descriptionAr: "ب".repeat(5001) }, "descriptionAr", "This text is too long"],
      [{ colour: "green" }, "colour", "A colour is # followed by six hexadecimal digits, such as #1a6b4f."],
      [{ colour: "#12345" }, "colour", "A colour is # followed by six hexadecimal digits, such as #1a6b4f."],
      [
        { colour: "#1234567" },
        "colour",
        "A colour is # followed by six hexadecimal digits, such as #1a6b4f.",
      ],
    ];
    for (const [fields, path, message] of cases) {
      const answer = await save(slug, { slug, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().code).toBe("INVALID_FIELDS");
      expect(answer.json().issues, JSON.stringify(fields)).toContainEqual({ path, message });
    }

    // A name is one line, as in the offer editor.
    const twoLines = await save(slug, { slug, name: "two\nlines" });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["name"]);

    const taken = await save(slug, { slug, name: ` ${otherName.toUpperCase()} ` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "NAME_TAKEN" });
    expect(taken.json().message).toContain(otherName.toUpperCase());

    // The message is in the request's language.
    const arabic = await t.app.inject({
      method: "PUT",
      url: `/api/admin/brands/${slug}`,
      headers: { cookie, origin: "http://localhost:3000", "accept-language": "ar" },
      remoteAddress: newAddress(),
      payload: { slug, colour: "green" },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().issues[0].message).toMatch(/[\u0600-\u06FF]/);

    expect(await consoleBrand(slug)).toMatchObject({ name, colour: null, logoUrl: null });
    expect(await auditOf(brandKey(name))).toEqual([]);
  });

  it("keeps the key for a change of case, moves it with a new name, and keeps the earlier slugs leading to the page either way", async () => {
    const name = uniqueName("spacing brand");
    await insertOffers(t.database.db, { brandName: name });
    const slug = slugOf(name);
    expect((await save(slug, { slug: `${slug}-b` })).statusCode).toBe(200);
    const answer = await save(`${slug}-b`, { slug: `${slug}-b`, name: name.toUpperCase() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ key: brandKey(name), name: name.toUpperCase() });
    expect((await shownPage(slug)).brand).toMatchObject({ slug: `${slug}-b`, name: name.toUpperCase() });

    // A new name is a new key: the earlier slug moves with the brand and still leads to its page.
    const renamed = uniqueName("Other Words");
    expect((await save(`${slug}-b`, { slug: `${slug}-b`, name: renamed })).json()).toMatchObject({
      key: brandKey(renamed),
    });
    expect((await shownPage(slug)).brand).toMatchObject({ slug: `${slug}-b`, name: renamed });
  });

  it("refuses visitors (401), students and partner accounts (403), changing nothing", async () => {
    const name = uniqueName("Guarded Record");
    await insertOffers(t.database.db, { brandName: name });
    const slug = slugOf(name);
    const body = { slug, name: "Stolen", colour: "#000000" };

    const visitor = await t.app.inject({
      method: "PUT",
      url: `/api/admin/brands/${slug}`,
      headers: { origin: "http://localhost:3000" },
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    const student = await register(t);
    expect((await save(slug, body, student.cookie)).statusCode).toBe(403);

    // The brand's own owner, invited from the console: a partner account, not staff.
    const email = `owner.${Date.now()}@record.test`;
    const invited = await asStaff(t, cookie, "POST", `/api/admin/brands/${slug}/invitations`, {
      email,
      role: "owner",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = (await t.mail()).find((one) => one.to === email && one.text?.includes("/partners/join#"));
    const token = /\/partners\/join#([\w-]+)/.exec(mail!.text!)![1]!;
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/partner-invitations/${token}/accept`,
      headers: { origin: "http://localhost:3000" },
      remoteAddress: newAddress(),
      payload: { firstName: "Noor", lastName: "Partner", password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const partner = cookieFrom(accepted, SESSION_COOKIE)!;
    expect((await save(slug, body, partner)).statusCode).toBe(403);

    expect(await consoleBrand(slug)).toMatchObject({ name, colour: null });
    expect((await shownPage(slug)).brand.name).toBe(name);
  });
});
