// POST /api/upload/logo: images only, decided by content; re-encoded to WebP of at most 512 px with
// the metadata gone; served by us with a long cache lifetime; refusals leave nothing behind.
import { join } from "node:path";
import sharp from "sharp";
import { imageMessages } from "@studentperks/contracts/images";
import { LOGO_MAX_BYTES } from "@studentperks/contracts/merchants";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uploadedLogos } from "#server/db/schema.ts";
import { createImages } from "#server/services/images.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { blankPng, discountRequest, realImage, submitRequest, uploadLogo } from "./helpers/merchants.ts";
import { filesUnder, HTML, PDF, PNG } from "./helpers/sample-files.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const publicFiles = () => filesUnder(join(t.dataDir, "uploads", "public"));
const LOGO_URL = /^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/;

async function fetchLogo(url: string) {
  return t.app.inject({ method: "GET", url });
}

describe("POST /api/upload/logo", () => {
  it("re-encodes a large PNG to a WebP of at most 512 px and serves it with a year-long cache", async () => {
    const response = await uploadLogo(t, { bytes: await realImage("png", 1200, 800) });
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(LOGO_URL);

    const served = await fetchLogo(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 341, hasAlpha: true });
  });

  it("keeps a small logo's size and drops its metadata (EXIF and the like)", async () => {
    const withExif = await sharp(await realImage("jpeg", 200, 100))
      .withExif({ IFD0: { Artist: "Someone private", Copyright: "secret" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const response = await uploadLogo(t, {
      bytes: withExif,
      filename: "logo.jpg",
      contentType: "image/jpeg",
    });
    expect(response.statusCode).toBe(201);
    const served = await fetchLogo((response.json() as { url: string }).url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Someone private"))).toBe(false);
  });

  it.each(["gif", "webp"] as const)("accepts a %s image", async (format) => {
    const response = await uploadLogo(t, {
      bytes: await realImage(format, 40, 30),
      filename: `logo.${format}`,
      contentType: `image/${format}`,
    });
    expect(response.statusCode).toBe(201);
    const served = await fetchLogo((response.json() as { url: string }).url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 40,
      height: 30,
    });
  });

  describe("refusals leave nothing stored", () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = publicFiles();
      rowsBefore = (await t.database.db.select().from(uploadedLogos)).length;
    });
    const expectNothingNew = async () => {
      expect(publicFiles()).toEqual(filesBefore);
      expect(await t.database.db.select().from(uploadedLogos)).toHaveLength(rowsBefore);
    };
    const refusal = { message: "Please upload a PNG, JPG, GIF or WebP image.", code: "UNSUPPORTED_TYPE" };

    it("refuses an SVG, which could carry script (415)", async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const response = await uploadLogo(t, {
        bytes: svg,
        filename: "logo.svg",
        contentType: "image/svg+xml",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(refusal);
      await expectNothingNew();
    });

    it("refuses an HTML file renamed logo.png and declared image/png (415)", async () => {
      const response = await uploadLogo(t, { bytes: HTML, filename: "logo.png", contentType: "image/png" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(refusal);
      await expectNothingNew();
    });

    it("refuses a file that is not an image (a PDF) (415)", async () => {
      const response = await uploadLogo(t, { bytes: PDF, filename: "logo.png" });
      expect(response.statusCode).toBe(415);
      await expectNothingNew();
    });

    it("refuses a file over 10 MB (413), however it starts", async () => {
      const big = Buffer.concat([await realImage("png", 100, 100), Buffer.alloc(LOGO_MAX_BYTES, 1)]);
      const response = await uploadLogo(t, { bytes: big });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: "Please upload an image smaller than 10MB.",
        code: "TOO_LARGE",
      });
      await expectNothingNew();
    });

    it("refuses a real image over 10 MB (413), which the cap cuts off mid-decoding", async () => {
      const noise = await sharp({
        create: {
          width: 2000,
          height: 1500,
          channels: 4,
          background: "#57cc97",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(LOGO_MAX_BYTES);
      const response = await uploadLogo(t, { bytes: noise });
      expect(response.statusCode).toBe(413);
      await expectNothingNew();
    });

    it("refuses an image that looks like a PNG but cannot be decoded (400)", async () => {
      const response = await uploadLogo(t, { bytes: PNG });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "This image could not be read. Please upload a PNG, JPG, GIF or WebP image.",
        code: "UNREADABLE_IMAGE",
      });
      await expectNothingNew();
    });

    it("refuses an image that would decode to more than 50 million pixels (400)", async () => {
      const bomb = blankPng(10_000, 10_000);
      expect(bomb.length).toBeLessThan(100_000);
      const response = await uploadLogo(t, { bytes: bomb });
      expect(response.statusCode).toBe(400);
      await expectNothingNew();
      // The same kind of file at a sane size is a fine logo.
      expect((await uploadLogo(t, { bytes: blankPng(1000, 1000) })).statusCode).toBe(201);
    });

    // 97 KB on the wire that decoded in 11.6 s under the old 50-megapixel cap, holding a thread of
    // the pool that password hashing needs. Now its header alone refuses it.
    it("refuses a 1 x 50,000,000 PNG from its header, at once (400)", { timeout: 20_000 }, async () => {
      const sliver = blankPng(1, 50_000_000);
      expect(sliver.length).toBeLessThan(200_000);
      const response = await uploadLogo(t, { bytes: sliver });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: imageMessages.logoTooLarge, code: "IMAGE_TOO_LARGE" });
      await expectNothingNew();
    });

    it("refuses an image longer than 8192 px on a side, or over 16 megapixels in all (400)", async () => {
      for (const [width, height] of [
        [9_000, 1],
        [1, 9_000],
        [5_000, 4_000],
      ] as const) {
        const response = await uploadLogo(t, { bytes: blankPng(width, height) });
        expect(response.statusCode, `${width} x ${height}`).toBe(400);
        expect(response.json()).toEqual({ message: imageMessages.logoTooLarge, code: "IMAGE_TOO_LARGE" });
      }
      await expectNothingNew();
      // Just inside the limits is still a logo.
      expect((await uploadLogo(t, { bytes: blankPng(8_192, 1) })).statusCode).toBe(201);
      expect((await uploadLogo(t, { bytes: blankPng(4_000, 4_000) })).statusCode).toBe(201);
    });

    it("refuses a request without a file (400) or with other folder/fileType values (400)", async () => {
      const { multipart } = await import("./helpers/verification.ts");
      const noFile = multipart({ folder: "merchants", fileType: "logo" });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/upload/logo",
        payload: noFile.payload,
        headers: { "content-type": noFile.contentType },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Logo picture is required", code: "NO_FILE" });

      const elsewhere = await uploadLogo(
        t,
        { bytes: await realImage("png") },
        { fields: { folder: "../private", fileType: "logo" } },
      );
      expect(elsewhere.statusCode).toBe(400);
      await expectNothingNew();
    });
  });

  it("answers 429 after 30 uploads an hour from one address", async () => {
    const remoteAddress = newAddress();
    const bytes = await realImage("png", 8, 8);
    for (let i = 0; i < 30; i += 1)
      expect((await uploadLogo(t, { bytes }, { remoteAddress })).statusCode).toBe(201);
    const limited = await uploadLogo(t, { bytes }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await uploadLogo(t, { bytes })).statusCode).toBe(201);
  });
});

describe("image work is queued", () => {
  it("answers 503 with Retry-After when the work queued is more than it may wait for, and decodes again once it drains", async () => {
    // No waiting allowed: any work ahead is too much.
    const images = createImages({ concurrency: 1, maxWaitMs: 0 });
    const own = await buildTestApp({ images });
    try {
      let finish!: () => void;
      // Another decode holds the only slot.
      const busy = images.queue.run(1, () => new Promise<void>((resolve) => (finish = resolve)));
      const refused = await uploadLogo(own, { bytes: await realImage("png") });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: imageMessages.busy, code: "IMAGE_QUEUE_BUSY" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await own.database.db.select().from(uploadedLogos)).toEqual([]);
      finish();
      await busy;
      expect((await uploadLogo(own, { bytes: await realImage("png") })).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe("GET /uploads/logos/:file", () => {
  it("answers 404 for a logo we never made and for any path that is not a logo", async () => {
    for (const url of [
      "/uploads/logos/00000000-0000-4000-8000-000000000000.webp",
      "/uploads/logos/..%2f..%2fprivate%2fdocuments",
      "/uploads/documents/00000000-0000-4000-8000-000000000000.pdf",
      "/uploads/private/documents/00000000-0000-4000-8000-000000000000.pdf",
    ]) {
      expect((await fetchLogo(url)).statusCode, url).toBe(404);
    }
  });
});

describe("logos nobody submitted", () => {
  it("are removed a day after upload; logos a request names stay", async () => {
    const upload = async () =>
      ((await uploadLogo(t, { bytes: await realImage("png") })).json() as { url: string }).url;
    const unused = await upload();
    const named = await upload();
    expect((await submitRequest(t, discountRequest(named))).statusCode).toBe(201);

    t.clock.advance(23 * 3_600_000);
    await upload();
    await t.background.drain();
    expect((await fetchLogo(unused)).statusCode).toBe(200);

    t.clock.advance(2 * 3_600_000);
    // Any later upload sweeps in the background.
    const fresh = await upload();
    await t.background.drain();
    expect((await fetchLogo(unused)).statusCode).toBe(404);
    expect(
      filesUnder(join(t.dataDir, "uploads", "public")).some((f) => unused.endsWith(f.split("/").pop()!)),
    ).toBe(false);
    expect((await fetchLogo(named)).statusCode).toBe(200);
    expect((await fetchLogo(fresh)).statusCode).toBe(200);
  });
});
