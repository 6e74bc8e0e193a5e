// Brand pages (issue 20): a brand is every offer whose name is the same but for case and spacing; its
// slug is made when it first appears (migration 0016's trigger, in the writing transaction) and kept
// when the name's case changes; /api/brands/:slug shows its live offers only; staff may change the
// slug; the sitemap lists every brand with a live offer.
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import parser from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBrand, AdminBrands } from "@studentperks/contracts/admin/brands";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { offerCardSchema, type CataloguePage } from "@studentperks/contracts/catalogue-page";
import { BRAND_SLUG_PATTERN, brandKey } from "@studentperks/contracts/brands";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { brands, offers } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { register } from "./helpers/accounts.ts";
import { consoleOfferInput, insertOffers } from "./helpers/offer-fixtures.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

// A brand name no other test uses.
let n = 0;
const uniqueName = (name: string) => `${name} ${(n += 1)}x${Date.now() % 100_000}`;
const slugOf = (name: string) => brandKey(name).replace(/[^a-z0-9]+/g, "-");

const brandPage = (slug: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: "GET", url: `/api/brands/${slug}`, headers });

async function shownPage(slug: string): Promise<BrandPage> {
  const answer = await brandPage(slug);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function publicOffers(app = t): Promise<PublicOffer[]> {
  return (await app.app.inject({ method: "GET", url: "/api/offers" })).json();
}

/** The migration's slug rule (brand_slug_base) for each name, in one query. */
async function slugBases(names: string[]): Promise<string[]> {
  // Both drivers answer { rows }.
  const answer = (await t.database.db.execute(
    sql`select brand_slug_base(name) as slug
        from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as n(name, i) order by i`,
  )) as unknown as { rows: { slug: string }[] };
  return answer.rows.map((row) => row.slug);
}

const brandRows = (name: string) =>
  t.database.db
    .select()
    .from(brands)
    .where(eq(brands.key, brandKey(name)));

async function createOffer(brandName: string): Promise<AdminOffer> {
  const answer = await asStaff(t, cookie, "POST", "/api/admin/offers", consoleOfferInput(brandName));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

describe("a brand's page", () => {
  it("shows its live offers only, and the brand as its record names it, with its newest live offer's pictures and links where the record has none", async () => {
    const name = uniqueName("Five Guys");
    const now = t.clock.now().getTime();
    const [older, newer] = await insertOffers(
      t.database.db,
      {
        brandName: name,
        logoUrl: "/brand-logos/older.svg",
        coverUrl: "/brand-covers/older-1200.webp",
        websiteUrl: "https://older.example",
        businessDescription: "Older words",
        updatedAt: new Date(now - 2 * DAY),
      },
      {
        brandName: `  ${name.toUpperCase()} `,
        logoUrl: null,
        websiteUrl: "https://newer.example",
        businessCategory: "beauty",
        updatedAt: new Date(now - DAY),
      },
      // The same brand, not shown: a draft and an expired offer.
      { brandName: name.toLowerCase(), status: "draft", publishedAt: null },
      { brandName: name, expiresAt: new Date(now - DAY) },
    );
    const slug = slugOf(name);
    const page = await shownPage(slug);
    // The record takes the name as it was last typed (the expired offer's, inserted last).
    expect(page.brand).toEqual({
      slug,
      name,
      logoUrl: "/brand-logos/older.svg",
      coverUrl: "/brand-covers/older-1200.webp",
      websiteUrl: "https://newer.example",
      description: "A test business",
      descriptionAr: null,
      colour: null,
      businessCategory: "beauty",
    });
    // What the record says wins over its offers.
    await t.database.db
      .update(brands)
      .set({
        logoUrl: "/brand-logos/record.svg",
        websiteUrl: "https://record.example",
        description: "The record's words",
        descriptionAr: "كلمات السجل",
        colour: "#0a7d5a",
      })
      .where(eq(brands.slug, slug));
    const updated = await shownPage(slug);
    expect(updated.brand).toEqual({
      slug,
      name,
      logoUrl: "/brand-logos/record.svg",
      coverUrl: "/brand-covers/older-1200.webp",
      websiteUrl: "https://record.example",
      description: "The record's words",
      descriptionAr: "كلمات السجل",
      colour: "#0a7d5a",
      businessCategory: "beauty",
    });
    // The catalogue's cards (no terms or guides: the dialog reads those), newest first as it orders them.
    const search = await t.app.inject({ method: "GET", url: `/api/catalogue?q=${encodeURIComponent(name)}` });
    const cards = (search.json() as CataloguePage).offers;
    expect(updated.offers.map((offer) => offer.id).sort()).toEqual([older!.id, newer!.id].sort());
    // The cards carry the record's logo too.
    expect(updated.offers.map((offer) => offer.logoUrl)).toEqual([
      "/brand-logos/record.svg",
      "/brand-logos/record.svg",
    ]);
    expect(updated.offers).toEqual(cards.filter((offer) => offer.brandSlug === slug));
    expect(page.offers.map((offer) => Object.keys(offer).sort())).toEqual(
      page.offers.map(() => Object.keys(offerCardSchema.shape).sort()),
    );
  });

  it("is a 404 for a brand whose offers have all expired, an unknown slug and a slug that breaks the rule", async () => {
    const name = uniqueName("Gone Brand");
    await insertOffers(t.database.db, {
      brandName: name,
      expiresAt: new Date(t.clock.now().getTime() + MINUTE),
    });
    const slug = slugOf(name);
    await shownPage(slug);
    t.clock.advance(2 * MINUTE);
    for (const path of [slug, "no-such-brand", "Five-Guys", "a--b", "-a", "x".repeat(61), "%E2%9C%93"]) {
      const answer = await brandPage(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    }
    const arabic = await brandPage("no-such-brand", { "accept-language": "ar" });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().code).toBe("NOT_FOUND");
    expect(arabic.json().message).not.toBe("Not Found");
  });
});

describe("a brand's slug", () => {
  it("is made from the name, shared by the brand's offers, and kept when the name's case and spacing change", async () => {
    const name = uniqueName("Souk Lane");
    const first = await createOffer(name);
    const second = await createOffer(`  ${name.toUpperCase()}  `);
    expect(first.brandSlug).toBe(slugOf(name));
    expect(second.brandSlug).toBe(first.brandSlug);

    const renamed = await asStaff(
      t,
      cookie,
      "PUT",
      `/api/admin/offers/${first.id}`,
      consoleOfferInput(name.toLowerCase().replace(" ", "   ")),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as AdminOffer).brandSlug).toBe(first.brandSlug);
    expect(await brandRows(name)).toHaveLength(1);

    const published = await asStaff(t, cookie, "POST", `/api/admin/offers/${first.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const listed = (await publicOffers()).find((offer) => offer.id === first.id);
    expect(listed?.brandSlug).toBe(first.brandSlug);
  });

  it("takes the next free suffix when another brand's name makes the same slug, and 'brand' from a name without Latin letters", async () => {
    const tag = uniqueName("x").replace(/\W/g, "");
    const [accented, plain, third] = await insertOffers(
      t.database.db,
      { brandName: `Café ${tag}` },
      { brandName: `Cafe ${tag}` },
      { brandName: `CAFE_${tag}` },
    );
    const rows = await t.database.db
      .select({ slug: brands.slug })
      .from(offers)
      .innerJoin(brands, eq(brands.key, offers.brandKey))
      .where(inArray(offers.id, [accented!.id, plain!.id, third!.id]))
      .orderBy(offers.id);
    const base = `cafe-${tag.toLowerCase()}`;
    expect(rows.map((row) => row.slug)).toEqual([base, `${base}-2`, `${base}-3`]);

    // No Latin letter or digit (Arabic-Indic digits keep the name new): "brand", or "brand-N" if taken.
    const [arabic] = await insertOffers(t.database.db, {
      brandName: `مطعم ${String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[+d]!)}`,
    });
    const listed = (await publicOffers()).find((offer) => offer.id === arabic!.id);
    expect(listed?.brandSlug).toMatch(/^brand(-\d+)?$/);
  });

  it("follows the slug rule for any name (lower-case words of letters and digits, room left for a suffix)", async () => {
    // PostgreSQL text holds no NUL.
    const names = fc
      .sample(fc.string({ unit: "binary", maxLength: 60 }), 100)
      .map((name) => name.replaceAll("\0", ""));
    names.push("", "   ", "---", "مطعم", "H&M", "Ünïcödé Straße", "a".repeat(200), "Ça Va — 24/7");
    for (const slug of await slugBases(names)) {
      expect(slug).toMatch(BRAND_SLUG_PATTERN);
      expect(slug.length).toBeLessThanOrEqual(50);
    }
    expect(await slugBases(["Five  Guys", "H&M", "مطعم", "Ünïcödé Straße", " -Nöon- "])).toEqual([
      "five-guys",
      "h-m",
      "brand",
      "unicode-stra-e",
      "noon",
    ]);
  });

  it("is one brand row when offers of one new brand are created at the same time", async () => {
    const name = uniqueName("Rush Hour");
    const variants = [name, name.toUpperCase(), ` ${name} `, name.toLowerCase(), name.replace(" ", "  ")];
    const answers = await Promise.all(
      variants.map((brandName) =>
        asStaff(t, cookie, "POST", "/api/admin/offers", consoleOfferInput(brandName)),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(await brandRows(name)).toHaveLength(1);
    expect(new Set(answers.map((answer) => (answer.json() as AdminOffer).brandSlug))).toEqual(
      new Set([slugOf(name)]),
    );

    // Two new brands whose names make the same slug, at the same time: each gets its own.
    const tag = uniqueName("y").replace(/\W/g, "");
    const pair = await Promise.all(
      [`Nero ${tag}`, `Néro ${tag}`].map((brandName) =>
        asStaff(t, cookie, "POST", "/api/admin/offers", consoleOfferInput(brandName)),
      ),
    );
    const slugs = pair.map((answer) => (answer.json() as AdminOffer).brandSlug).sort();
    expect(slugs).toEqual([`nero-${tag.toLowerCase()}`, `nero-${tag.toLowerCase()}-2`]);
  });
});

describe("the console's brands", () => {
  // A brand made by its offers has only a name of its own (issue 37).
  const noRecord = { logoUrl: null, websiteUrl: null, description: null, descriptionAr: null, colour: null };

  const setSlug = (slug: string, to: unknown, who = cookie) =>
    asStaff(t, who, "PUT", `/api/admin/brands/${slug}`, { slug: to });

  async function consoleBrand(slug: string): Promise<AdminBrand | undefined> {
    const answer = await asStaff(t, cookie, "GET", "/api/admin/brands");
    expect(answer.statusCode).toBe(200);
    return (answer.json() as AdminBrands).brands.find((brand) => brand.slug === slug);
  }

  it("lists each brand with its live and total offer counts", async () => {
    const name = uniqueName("Counted");
    await insertOffers(
      t.database.db,
      { brandName: name, updatedAt: new Date("2026-01-01T00:00:00Z") },
      { brandName: name.toUpperCase(), updatedAt: new Date("2026-01-02T00:00:00Z") },
      { brandName: name, status: "draft", publishedAt: null, updatedAt: new Date("2025-01-01T00:00:00Z") },
    );
    expect(await consoleBrand(slugOf(name))).toEqual({
      key: brandKey(name),
      // As it was last typed.
      name,
      slug: slugOf(name),
      liveOffers: 2,
      offers: 3,
      ...noRecord,
    });
  });

  it("changes a slug for staff only: the new one is served at once, also by another process, and the old one leads to it", async () => {
    const name = uniqueName("Renamed");
    const [offer] = await insertOffers(t.database.db, { brandName: name });
    const old = slugOf(name);
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    try {
      await shownPage(old);
      expect((await publicOffers(other)).find((o) => o.id === offer!.id)?.brandSlug).toBe(old);

      const fresh = `${old}-new`;
      const answer = await setSlug(old, fresh);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        key: brandKey(name),
        name,
        slug: fresh,
        liveOffers: 1,
        offers: 1,
        ...noRecord,
      });

      // The old address answers the brand as it is now, whose slug says where it lives.
      expect((await shownPage(old)).brand.slug).toBe(fresh);
      expect((await brandPage(old, {}, other)).json().brand.slug).toBe(fresh);
      expect((await shownPage(fresh)).offers.map((o) => o.id)).toEqual([offer!.id]);
      expect((await brandPage(fresh, {}, other)).statusCode).toBe(200);
      expect((await publicOffers(other)).find((o) => o.id === offer!.id)?.brandSlug).toBe(fresh);

      const audit = await asStaff(
        t,
        cookie,
        "GET",
        `/api/admin/audit?entityType=brand&entityId=${encodeURIComponent(brandKey(name))}`,
      );
      expect(audit.json().entries).toEqual([
        expect.objectContaining({ action: "brand.slug", before: { slug: old }, after: { slug: fresh } }),
      ]);
    } finally {
      await other.close();
    }
  });

  it("keeps every earlier slug leading to the brand's page, until a brand uses it again", async () => {
    const [name, otherName] = [uniqueName("Moving"), uniqueName("Newcomer")];
    await insertOffers(t.database.db, { brandName: name });
    const first = slugOf(name);
    const [second, third] = [`${first}-two`, `${first}-three`];
    expect((await setSlug(first, second)).statusCode).toBe(200);
    expect((await setSlug(second, third)).statusCode).toBe(200);
    for (const earlier of [first, second]) expect((await shownPage(earlier)).brand.slug).toBe(third);

    // Given back its first slug: that is its page again, and the others lead there.
    expect((await setSlug(third, first)).statusCode).toBe(200);
    expect((await shownPage(first)).brand.slug).toBe(first);
    for (const earlier of [second, third]) expect((await shownPage(earlier)).brand.slug).toBe(first);

    // Another brand may take an earlier slug: a slug in use is that brand's page, not a redirect.
    await insertOffers(t.database.db, { brandName: otherName });
    expect((await setSlug(slugOf(otherName), second)).statusCode).toBe(200);
    expect((await shownPage(second)).brand.name).toBe(otherName);
    expect((await shownPage(third)).brand.slug).toBe(first);
  });

  it("leads an earlier slug nowhere once the brand has no live offer", async () => {
    const name = uniqueName("Fading");
    const [offer] = await insertOffers(t.database.db, { brandName: name });
    const earlier = slugOf(name);
    expect((await setSlug(earlier, `${earlier}-now`)).statusCode).toBe(200);
    await t.database.db.update(offers).set({ status: "archived" }).where(eq(offers.id, offer!.id));
    expect((await brandPage(earlier)).statusCode).toBe(404);
    expect((await brandPage(`${earlier}-now`)).statusCode).toBe(404);
  });

  it("refuses a slug that is taken (409), breaks the rule (400) or names no brand (404), changing nothing", async () => {
    const [a, b] = [uniqueName("Alpha"), uniqueName("Beta")];
    await insertOffers(t.database.db, { brandName: a }, { brandName: b });
    const taken = await setSlug(slugOf(a), slugOf(b));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "SLUG_TAKEN" });
    expect(taken.json().message).toContain(slugOf(b));

    for (const bad of ["Has Caps", "a--b", "", "x".repeat(61), 7, null]) {
      const answer = await setSlug(slugOf(a), bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().code).toBe("INVALID_FIELDS");
    }
    expect((await setSlug("no-such-brand", "whatever")).statusCode).toBe(404);
    expect(await consoleBrand(slugOf(a))).toBeDefined();
    await shownPage(slugOf(a));
  });

  it("refuses visitors (401) and students (403)", async () => {
    const name = uniqueName("Guarded");
    await insertOffers(t.database.db, { brandName: name });
    const visitor = await t.app.inject({ method: "GET", url: "/api/admin/brands" });
    expect(visitor.statusCode).toBe(401);
    const student = await register(t);
    expect((await asStaff(t, student.cookie, "GET", "/api/admin/brands")).statusCode).toBe(403);
    expect((await setSlug(slugOf(name), "stolen", student.cookie)).statusCode).toBe(403);
    await shownPage(slugOf(name));
  });
});

describe("the sitemap", () => {
  it("lists the page of every brand with a live offer, following the catalogue", async () => {
    const locs = async () => {
      const answer = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(answer.statusCode).toBe(200);
      expect(parser.validate(answer.body)).toBe(true);
      const parsed = parser.parse(answer.body) as { urlset: { url: { loc: string }[] | { loc: string } } };
      return [parsed.urlset.url].flat().map((url) => url.loc);
    };
    const [live, draft] = [uniqueName("Mapped"), uniqueName("Unmapped")];
    await insertOffers(
      t.database.db,
      { brandName: live },
      { brandName: draft, status: "draft", publishedAt: null },
    );
    const listed = await locs();
    expect(listed).toContain(`http://localhost:3000/brands/${slugOf(live)}`);
    expect(listed.join()).not.toContain(slugOf(draft));

    const later = uniqueName("Later");
    await insertOffers(t.database.db, { brandName: later });
    expect(await locs()).toContain(`http://localhost:3000/brands/${slugOf(later)}`);
  });
});
