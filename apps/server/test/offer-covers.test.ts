// Offer covers (issue 20): POST /api/upload/cover takes a picture as the logo upload does (judged by
// content; SVG, non-images and pixel bombs refused), crops it to 1200 x 630 and serves it as WebP at
// 400, 800 and 1200 px, all named after one URL, with a year-long cache. The cover travels from a
// partnership request into the draft offer staff make from it, or is set in the console's editor,
// and the public list carries it. Covers nobody names are removed after a day.
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import type { PartnershipDetail } from "@studentperks/contracts/admin/partnerships";
import { imageMessages } from "@studentperks/contracts/images";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { uploadedCovers } from "#server/db/schema.ts";
import { catalogue } from "#server/db/seed/catalogue.ts";
import { toOfferRow } from "#server/db/seed/seed.ts";
import { newAddress } from "./helpers/accounts.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import {
  blankPng,
  discountRequest,
  issuedLogoUrl,
  realImage,
  submitRequest,
  uploadCover,
} from "./helpers/merchants.ts";
import { filesUnder, HTML, PDF } from "./helpers/sample-files.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { multipart } from "./helpers/verification.ts";

let t: TestApp;
let logoUrl: string;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  logoUrl = await issuedLogoUrl(t);
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

const COVER_URL = /^\/uploads\/covers\/[0-9a-f-]{36}-1200\.webp$/;
const WIDTHS = [
  [400, 210],
  [800, 420],
  [1200, 630],
] as const;

async function issuedCoverUrl(bytes?: Buffer): Promise<string> {
  const response = await uploadCover(t, { bytes: bytes ?? (await realImage("png", 300, 200)) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}

/** A photo-like picture: noise, so the encoder has real work and the file real size. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#2f5d62",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  });

const get = (url: string) => t.app.inject({ method: "GET", url });
const atWidth = (url: string, width: number) => url.replace(/-1200\.webp$/, `-${width}.webp`);
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

describe("POST /api/upload/cover", () => {
  it("re-encodes a PNG to WebP at 400, 800 and 1200 px wide, 1200:630, each with a year-long cache", async () => {
    const bytes = await photo(1600, 1000).png().toBuffer();
    const response = await uploadCover(t, { bytes });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(COVER_URL);

    for (const [width, height] of WIDTHS) {
      const served = await get(atWidth(url, width));
      expect(served.statusCode, `${width}`).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(isWebp(served.rawPayload), `${width}`).toBe(true);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
    }
  });

  it("crops a JPEG of another shape to the cover's, scales a small one up, and drops its metadata", async () => {
    const tall = await photo(300, 600)
      .withExif({ IFD0: { Artist: "Someone private", Copyright: "secret" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tall).metadata()).exif).toBeDefined();
    const response = await uploadCover(t, { bytes: tall, filename: "cover.jpg", contentType: "image/jpeg" });
    expect(response.statusCode, response.body).toBe(201);
    const url = (response.json() as { url: string }).url;
    for (const [width, height] of WIDTHS) {
      const served = (await get(atWidth(url, width))).rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height });
      expect(meta.exif).toBeUndefined();
      expect(served.includes(Buffer.from("Someone private"))).toBe(false);
    }
  });

  it.each(["gif", "webp"] as const)("accepts a %s image", async (format) => {
    const response = await uploadCover(t, {
      bytes: await realImage(format, 120, 60),
      filename: `cover.${format}`,
      contentType: `image/${format}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  describe("refusals leave nothing stored", () => {
    const publicFiles = () => filesUnder(join(t.dataDir, "uploads", "public"));
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = publicFiles();
      rowsBefore = (await t.database.db.select().from(uploadedCovers)).length;
    });
    const expectNothingNew = async () => {
      expect(publicFiles()).toEqual(filesBefore);
      expect(await t.database.db.select().from(uploadedCovers)).toHaveLength(rowsBefore);
    };
    const wrongType = {
      message: "Please upload the cover as a PNG, JPG, GIF or WebP image.",
      code: "UNSUPPORTED_TYPE",
    };

    it("refuses an SVG, which could carry script (415)", async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><script>alert(1)</script></svg>',
      );
      const response = await uploadCover(t, {
        bytes: svg,
        filename: "cover.svg",
        contentType: "image/svg+xml",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(wrongType);
      await expectNothingNew();
    });

    it("refuses what is not an image, whatever its name and declared type (415)", async () => {
      for (const bytes of [PDF, HTML]) {
        const response = await uploadCover(t, { bytes, filename: "cover.png", contentType: "image/png" });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual(wrongType);
      }
      await expectNothingNew();
    });

    it("refuses a decompression bomb from its header: 10,000 x 10,000 px in a few KB (400)", async () => {
      const bomb = blankPng(10_000, 10_000);
      expect(bomb.length).toBeLessThan(100_000);
      const response = await uploadCover(t, { bytes: bomb });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: imageMessages.coverTooLarge, code: "IMAGE_TOO_LARGE" });
      await expectNothingNew();
    });

    it("refuses more than 24 megapixels, and takes a 24-megapixel picture", async () => {
      const over = await uploadCover(t, { bytes: blankPng(6_000, 4_001) });
      expect(over.statusCode).toBe(400);
      await expectNothingNew();
      expect((await uploadCover(t, { bytes: blankPng(6_000, 4_000) })).statusCode).toBe(201);
    });

    it("refuses other folder/fileType values, and a body cut off mid-file (400)", async () => {
      const bytes = await realImage("png");
      const logoFields = await uploadCover(
        t,
        { bytes },
        { fields: { folder: "merchants", fileType: "logo" } },
      );
      expect(logoFields.statusCode).toBe(400);
      const form = multipart({}, { field: "file", filename: "c.png", contentType: "image/png", bytes });
      const cut = await t.app.inject({
        method: "POST",
        url: "/api/upload/cover",
        payload: form.payload.subarray(0, form.payload.length - 60),
        headers: { "content-type": form.contentType },
        remoteAddress: newAddress(),
      });
      expect(cut.statusCode).toBe(400);
      await expectNothingNew();
    });
  });

  it("answers 429 after 30 uploads an hour from one address", async () => {
    const remoteAddress = newAddress();
    const bytes = await realImage("png", 8, 8);
    for (let i = 0; i < 30; i += 1)
      expect((await uploadCover(t, { bytes }, { remoteAddress })).statusCode).toBe(201);
    const limited = await uploadCover(t, { bytes }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("GET /uploads/covers/:file", () => {
  it("answers 404 for a width we do not make, a cover we never made, and any other path", async () => {
    const url = await issuedCoverUrl();
    for (const path of [
      atWidth(url, 600),
      url.replace(".webp", ".png"),
      url.replace("-1200.webp", ".webp"),
      "/uploads/covers/00000000-0000-4000-8000-000000000000-1200.webp",
      "/uploads/covers/..%2f..%2fprivate%2fdocuments",
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});

async function publicOffer(id: number): Promise<PublicOffer | undefined> {
  return ((await get("/api/offers")).json() as PublicOffer[]).find((offer) => offer.id === id);
}

describe("from a partnership request to the public list", () => {
  it("carries the merchant's cover into the draft offer, and the public list once published", async () => {
    const coverUrl = await issuedCoverUrl(await photo(1200, 630).jpeg().toBuffer());
    const sent = await submitRequest(t, discountRequest(logoUrl, { brandName: "Karak Cover", coverUrl }));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: string }).id;
    const detail = await asStaff(t, cookie, "GET", `/api/admin/partnerships/${id}`);
    expect((detail.json() as PartnershipDetail).coverUrl).toBe(coverUrl);

    const approved = await asStaff(t, cookie, "POST", `/api/admin/partnerships/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(201);
    const { offerId } = approved.json() as { offerId: number };
    const draft = (await asStaff(t, cookie, "GET", `/api/admin/offers/${offerId}`)).json() as AdminOffer;
    expect(draft.coverUrl).toBe(coverUrl);
    expect(await publicOffer(offerId)).toBeUndefined();

    const published = await asStaff(t, cookie, "POST", `/api/admin/offers/${offerId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicOffer(offerId))?.coverUrl).toBe(coverUrl);
  });

  it("takes a request without a cover (null), and refuses a cover URL we did not make (400)", async () => {
    const without = await submitRequest(t, discountRequest(logoUrl, { brandName: "No Cover", coverUrl: "" }));
    expect(without.statusCode, without.body).toBe(201);
    const id = (without.json() as { id: string }).id;
    const detail = (await asStaff(t, cookie, "GET", `/api/admin/partnerships/${id}`)).json();
    expect((detail as PartnershipDetail).coverUrl).toBeNull();

    for (const coverUrl of [
      "/uploads/covers/00000000-0000-4000-8000-000000000000-1200.webp",
      "https://cdn.example/cover.webp",
      logoUrl,
      atWidth(await issuedCoverUrl(), 400),
    ]) {
      const response = await submitRequest(t, discountRequest(logoUrl, { coverUrl }));
      expect(response.statusCode, coverUrl).toBe(400);
      expect(response.json()).toMatchObject({
        message: "Please upload the cover image again.",
        issues: [{ path: "coverUrl", message: "Please upload the cover image again." }],
      });
    }
  });
});

describe("the console's offer editor", () => {
  let n = 0;
  const offerInput = (coverUrl: string) => {
    n += 1;
    return {
      title: `Cover offer ${n}`,
      description: "Twenty percent off the whole store for students.",
      brandName: `Cover Brand ${n}`,
      businessName: `Cover Brand ${n} LLC`,
      businessCategory: "fashion",
      logoUrl: "",
      coverUrl,
      websiteUrl: "",
      offerType: "discount",
      discountType: "percentage",
      discountValue: "20",
      code: `COVER${n}`,
      referralLink: "",
      expiresOn: "",
      discountRedemptionGuide: [{ instruction: "Show the code at checkout" }],
      generalInfo: "",
      termsAndConditions: "One use per student.",
    };
  };

  it("sets an uploaded cover, replaces it and removes it; the public list follows", async () => {
    const first = await issuedCoverUrl();
    const created = await asStaff(t, cookie, "POST", "/api/admin/offers", offerInput(first));
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json() as AdminOffer;
    expect(offer.coverUrl).toBe(first);
    expect((await asStaff(t, cookie, "POST", `/api/admin/offers/${offer.id}/publish`)).statusCode).toBe(200);
    expect((await publicOffer(offer.id))?.coverUrl).toBe(first);

    const second = await issuedCoverUrl();
    const input = { ...offerInput(second), title: offer.title, brandName: offer.brandName };
    const replaced = await asStaff(t, cookie, "PUT", `/api/admin/offers/${offer.id}`, input);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as AdminOffer).coverUrl).toBe(second);
    expect((await publicOffer(offer.id))?.coverUrl).toBe(second);

    const removed = await asStaff(t, cookie, "PUT", `/api/admin/offers/${offer.id}`, {
      ...input,
      coverUrl: "",
    });
    expect((removed.json() as AdminOffer).coverUrl).toBeNull();
    expect((await publicOffer(offer.id))?.coverUrl).toBeNull();
  });

  it("takes a demo brand's cover, and refuses any other address (400, on coverUrl)", async () => {
    const brand = await asStaff(
      t,
      cookie,
      "POST",
      "/api/admin/offers",
      offerInput("/brand-covers/souk-lane-1200.webp"),
    );
    expect(brand.statusCode, brand.body).toBe(201);
    for (const coverUrl of [
      "/uploads/covers/00000000-0000-4000-8000-000000000000-1200.webp",
      atWidth(await issuedCoverUrl(), 800),
      "/uploads/logos/00000000-0000-4000-8000-000000000000.webp",
      "https://cdn.example/cover-1200.webp",
      "//evil.example/x-1200.webp",
    ]) {
      const response = await asStaff(t, cookie, "POST", "/api/admin/offers", offerInput(coverUrl));
      expect(response.statusCode, coverUrl).toBe(400);
      expect(response.json()).toMatchObject({
        issues: [{ path: "coverUrl", message: expect.stringContaining("Please upload the cover image") }],
      });
    }
  });
});

describe("covers nobody named", () => {
  it("are removed a day after upload, every width; covers a request or an offer names stay", async () => {
    const unused = await issuedCoverUrl();
    const requested = await issuedCoverUrl();
    const onOffer = await issuedCoverUrl();
    expect((await submitRequest(t, discountRequest(logoUrl, { coverUrl: requested }))).statusCode).toBe(201);
    const offer = await asStaff(t, cookie, "POST", "/api/admin/offers", {
      title: "Kept cover",
      description: "An offer whose cover staff uploaded.",
      brandName: "Kept Cover",
      businessName: "Kept Cover LLC",
      businessCategory: "other",
      coverUrl: onOffer,
      offerType: "referral",
      referralLink: "https://kept.example/r",
    });
    expect(offer.statusCode, offer.body).toBe(201);

    t.clock.advance(23 * 3_600_000);
    await issuedCoverUrl();
    await t.background.drain();
    expect((await get(unused)).statusCode).toBe(200);

    t.clock.advance(2 * 3_600_000);
    // Any later upload sweeps in the background.
    const fresh = await issuedCoverUrl();
    await t.background.drain();
    for (const width of [400, 800, 1200]) expect((await get(atWidth(unused, width))).statusCode).toBe(404);
    const stem = unused.split("/").pop()!.replace("-1200.webp", "");
    expect(filesUnder(join(t.dataDir, "uploads", "public")).some((file) => file.includes(stem))).toBe(false);
    for (const kept of [requested, onOffer, fresh]) expect((await get(kept)).statusCode, kept).toBe(200);
  });
});

describe("the demo catalogue's covers", () => {
  it("gives each brand with a logo its own cover at every width, under 30 KB at the widest", async () => {
    const rows = catalogue.map((offer) => toOfferRow(offer, new Date()));
    expect(rows.filter((row) => row.coverUrl === null).map((row) => row.brandName)).toEqual([
      "Rosewater Nails",
      "Date Palm Bakery",
    ]);
    const widest = new Set<string>();
    for (const row of rows.filter((r) => r.coverUrl)) {
      expect(row.coverUrl).toMatch(/^\/brand-covers\/[a-z0-9-]+-1200\.webp$/);
      for (const [width, height] of WIDTHS) {
        const served = await get(atWidth(row.coverUrl!, width));
        expect(served.statusCode, `${row.coverUrl} at ${width}`).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
        if (width === 1200) {
          expect(served.rawPayload.length, row.coverUrl!).toBeLessThanOrEqual(30 * 1024);
          widest.add(served.rawPayload.toString("base64"));
        }
      }
    }
    // No two brands share a picture.
    expect(widest.size).toBe(rows.filter((r) => r.coverUrl).length);
  });
});
