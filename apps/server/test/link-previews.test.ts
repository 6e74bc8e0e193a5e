// Link previews: a shared offer link (/?offer=<id>) answers the home page with the offer's own head
// tags, only for offers the catalogue shows; a brand's page (/brands/<slug>) answers with the brand's,
// or is the 404 page when no live offer has the brand; the cards (og:image) are 1200×630 PNGs.
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { staff } from "./helpers/staff.ts";
import { appServingWebDist, pageText } from "./helpers/web-dist.ts";

const PUBLIC_URL = "https://perks.example";
const t = appServingWebDist(PUBLIC_URL);
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe("an offer's link preview", () => {
  it("names the brand and the discount, points at its card, and never shows the code or referral link", async () => {
    const [offer, referral] = await insertOffers(
      t.database.db,
      {
        brandName: "Karak House",
        discountValue: 20,
        code: "KARAK-SECRET-20",
        description: `Twenty percent off every cup. ${"Fresh karak all day long. ".repeat(20)}`,
      },
      {
        brandName: "Souk Lane",
        offerType: "referral",
        discountType: null,
        discountValue: null,
        code: null,
        referralLink: "https://souk.example/ref/SECRET-REF",
      },
    );
    const response = await page(`/?offer=${offer!.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>20% off at Karak House — StudentPerks</title>");
    expect(meta(html, "og:title")).toBe("20% off at Karak House — StudentPerks");
    expect(meta(html, "twitter:title")).toBe("20% off at Karak House — StudentPerks");
    const description = meta(html, "og:description")!;
    expect(description.startsWith("Twenty percent off every cup.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(meta(html, "og:url")).toBe(`${PUBLIC_URL}/?offer=${offer!.id}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?offer=${offer!.id}">`);
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/og/offers/${offer!.id}.png`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    // The home page itself is still there around the offer's tags, and its own tags are gone.
    expect(html).toContain(pageText("home", "en"));
    expect(html).not.toContain("home (en) — StudentPerks");
    expect(html).not.toContain("KARAK-SECRET-20");

    const other = (await page(`/?offer=${referral!.id}`)).body;
    expect(meta(other, "og:title")).toBe("Student offer at Souk Lane — StudentPerks");
    expect(other).not.toMatch(/souk\.example|SECRET-REF/);
  });

  it("speaks Arabic to an Arabic request when the offer has Arabic text", async () => {
    const [offer] = await insertOffers(t.database.db, {
      brandName: "Karak House",
      discountValue: 20,
      titleAr: "خصم على الكرك",
      descriptionAr: "خصم عشرين بالمئة على كل كوب.",
    });
    const arabic = await page(`/?offer=${offer!.id}`, { "accept-language": "ar" });
    expect(meta(arabic.body, "og:title")).toMatch(/^خصم .+ لدى Karak House — StudentPerks$/);
    expect(meta(arabic.body, "og:description")).toBe("خصم عشرين بالمئة على كل كوب.");
    expect(arabic.body).toContain(pageText("home", "ar"));
    const english = await page(`/?offer=${offer!.id}`, { cookie: "sp_locale=en", "accept-language": "ar" });
    expect(meta(english.body, "og:title")).toBe("20% off at Karak House — StudentPerks");
  });

  it("escapes what merchants typed", async () => {
    const [offer] = await insertOffers(t.database.db, {
      brandName: `Tom & "Jerry" <b>`,
      description: `Fish & <script>alert("x")</script>`,
    });
    const html = (await page(`/?offer=${offer!.id}`)).body;
    expect(meta(html, "og:title")).toBe("10% off at Tom &amp; &quot;Jerry&quot; &lt;b&gt; — StudentPerks");
    expect(meta(html, "og:description")).toBe("Fish &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain('<script>alert("x")');
  });

  it("leaves out text-direction controls stored before they were refused (issue 31)", async () => {
    const [offer] = await insertOffers(t.database.db, {
      brandName: "exe.\u202Egpj",
      description: "Student \u2066prices\u2069 every day",
    });
    const html = (await page(`/?offer=${offer!.id}`)).body;
    expect(html).toContain("<title>10% off at exe.gpj — StudentPerks</title>");
    expect(meta(html, "og:title")).toBe("10% off at exe.gpj — StudentPerks");
    expect(meta(html, "og:description")).toBe("Student prices every day");
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("is left out for drafts, archived, expired, unknown and malformed ids: the plain home page", async () => {
    const now = t.clock.now().getTime();
    const [draft, archived, expired] = await insertOffers(
      t.database.db,
      { brandName: "Draft Brand", status: "draft", publishedAt: null },
      { brandName: "Archived Brand", status: "archived" },
      { brandName: "Expired Brand", expiresAt: new Date(now - 1000) },
    );
    const plain = (await page("/")).body;
    expect(plain).toContain("home (en) — StudentPerks");
    const ids = [draft!.id, archived!.id, expired!.id, 987654, "abc", "-1", "01", "1e3", "99999999999", ""];
    for (const id of ids) {
      const response = await page(`/?offer=${id}`);
      expect(response.statusCode, String(id)).toBe(200);
      expect(response.body, String(id)).toBe(plain);
      expect(response.body).not.toContain("/og/offers/");
    }
    expect((await page(`/?offer=1&offer=2`)).body).toBe(plain);
  });
});

describe("a brand page's HTML", () => {
  const brandSlugOf = async (id: number) => {
    const offers = (await t.app.inject({ method: "GET", url: "/api/offers" })).json<PublicOffer[]>();
    return offers.find((offer) => offer.id === id)!.brandSlug;
  };

  it("is the brand page document with the brand's own title, description, address and cover", async () => {
    const [, offer] = await insertOffers(
      t.database.db,
      // An older offer of the same brand, spelt otherwise: the brand's record keeps the spelling typed last.
      {
        brandName: "falcon  circuit",
        title: "A second offer",
        updatedAt: new Date(t.clock.now().getTime() - 86_400_000),
      },
      { brandName: "Falcon Circuit", coverUrl: "/brand-covers/falcon-circuit-1200.webp" },
    );
    const slug = await brandSlugOf(offer!.id);
    const response = await page(`/brands/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(pageText("brand", "en"));
    expect(html).not.toContain("brand (en) — StudentPerks");
    expect(html).toContain("<title>Falcon Circuit student discounts — StudentPerks</title>");
    expect(meta(html, "og:url")).toBe(`${PUBLIC_URL}/brands/${slug}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/brands/${slug}">`);
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/brand-covers/falcon-circuit-1200.webp`);
    expect(meta(html, "description")).toContain("Falcon Circuit");

    const arabic = await page(`/brands/${slug}`, { "accept-language": "ar" });
    expect(arabic.body).toContain(pageText("brand", "ar"));
    expect(meta(arabic.body, "og:title")).toBe("خصومات الطلاب من Falcon Circuit — StudentPerks");
  });

  it("shows the newest offer's card when the brand has no cover, and escapes the brand's name", async () => {
    const [offer] = await insertOffers(t.database.db, { brandName: `Tom & "Jerry" <b>`, coverUrl: null });
    const html = (await page(`/brands/${await brandSlugOf(offer!.id)}`)).body;
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/og/offers/${offer!.id}.png`);
    expect(meta(html, "og:title")).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt; student discounts — StudentPerks",
    );
    expect(html).not.toContain("<b>");
  });

  it("leaves out text-direction controls in the brand's name", async () => {
    const [offer] = await insertOffers(t.database.db, { brandName: "Souk \u202Bexe.gpj", coverUrl: null });
    const html = (await page(`/brands/${await brandSlugOf(offer!.id)}`)).body;
    expect(meta(html, "og:title")).toBe("Souk exe.gpj student discounts — StudentPerks");
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("moves permanently to the brand's new address from one staff replaced, keeping the query", async () => {
    const [offer] = await insertOffers(t.database.db, { brandName: "Wadi Wheels" });
    const earlier = await brandSlugOf(offer!.id);
    const { cookie } = await staff(t);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/brands/${earlier}`,
      headers: { cookie, origin: PUBLIC_URL },
      payload: { slug: "wadi-bikes" },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const moved = await page(`/brands/${earlier}?offer=${offer!.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/brands/wadi-bikes?offer=${offer!.id}`);
    // Not kept by browsers: staff may give the old slug back, and a kept redirect would then loop.
    expect(moved.headers["cache-control"]).toBe("no-cache");
    expect((await page("/brands/wadi-bikes")).statusCode).toBe(200);
  });

  it("is the 404 page for a brand with no live offer, an unknown slug or a malformed one", async () => {
    const now = t.clock.now().getTime();
    const [expired, draft] = await insertOffers(
      t.database.db,
      { brandName: "Gone Brand", expiresAt: new Date(now - 1000) },
      { brandName: "Draft Only Brand", status: "draft", publishedAt: null },
    );
    const slugs = (await t.database.db.execute(
      sql`select slug from brands where key in (${"gone brand"}, ${"draft only brand"})`,
    )) as unknown as { rows: { slug: string }[] };
    expect(slugs.rows).toHaveLength(2);
    expect([expired, draft]).toHaveLength(2);
    for (const path of [
      ...slugs.rows.map(({ slug }) => `/brands/${slug}`),
      "/brands/no-such-brand",
      "/brands/Upper-Case",
      "/brands/a--b",
      "/brands/",
      "/brands/a/b",
    ]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain(pageText("not-found", "en"));
    }
  });
});

describe("preview cards", () => {
  const png = async (url: string) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const info = await sharp(response.rawPayload).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
    return response;
  };

  it("draw the site's card", async () => {
    const first = await png("/og/site.png");
    const again = await t.app.inject({
      method: "GET",
      url: "/og/site.png",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draw a live offer's card, with or without a logo, and none for any other offer", async () => {
    const [live, noLogo, draft, archived] = await insertOffers(
      t.database.db,
      { brandName: "Karak House", discountValue: 20 },
      { brandName: "كرك هاوس", logoUrl: null, discountType: "fixed", discountValue: 50 },
      { status: "draft", publishedAt: null },
      { status: "archived" },
    );
    await png(`/og/offers/${live!.id}.png`);
    await png(`/og/offers/${noLogo!.id}.png`);
    for (const url of [
      `/og/offers/${draft!.id}.png`,
      `/og/offers/${archived!.id}.png`,
      "/og/offers/987654.png",
      "/og/offers/abc.png",
      `/og/offers/${live!.id}.jpg`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("limit how many new cards one address may have drawn, while drawn ones stay free", async () => {
    const rows = await insertOffers(
      t.database.db,
      ...Array.from({ length: 31 }, (_, i) => ({ brandName: `Limit Brand ${i}`, logoUrl: null })),
    );
    const statuses: number[] = [];
    for (const row of rows) {
      const response = await t.app.inject({ method: "GET", url: `/og/offers/${row.id}.png` });
      statuses.push(response.statusCode);
    }
    // 30 new cards a minute per address; this file has drawn two before.
    expect(statuses.filter((status) => status === 200).length).toBe(28);
    const refused = await t.app.inject({ method: "GET", url: `/og/offers/${rows.at(-1)!.id}.png` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    const drawn = await t.app.inject({ method: "GET", url: `/og/offers/${rows[0]!.id}.png` });
    expect(drawn.statusCode).toBe(200);
  });
});
