// Image work under load (issue 31): ten merchants uploading covers at the same moment all get their
// cover (later rather than refused), and logos and link-preview cards asked for meanwhile are made too.
// The app has the image queue production has on a 2-core machine: one picture worked on at a time.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "@studentperks/contracts/images";
import { LOGO_BOX } from "#server/modules/public-pages/previews/cards.ts";
import { createImages } from "#server/services/images.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { uploadCover, uploadLogo } from "./helpers/merchants.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ images: createImages({ concurrency: 1 }) });
});
afterAll(() => t.close());

/** A camera-like photo: noise, so decoding and encoding have real work to do. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#2f5d62",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  }).jpeg({ quality: 85 });

describe("ten covers uploaded at the same moment", () => {
  it("are all made, and so are a logo and a link-preview card asked for meanwhile", async () => {
    const covers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => photo(1600 + 40 * i, 1000).toBuffer()),
    );
    const logo = await photo(1000, 1000).toBuffer();
    const [offer] = await insertOffers(t.database.db, { brandName: "Karak House", discountValue: 20 });

    const [coverAnswers, logoAnswer, cardAnswer] = await Promise.all([
      Promise.all(
        covers.map((bytes) => uploadCover(t, { bytes, filename: "cover.jpg", contentType: "image/jpeg" })),
      ),
      uploadLogo(t, { bytes: logo, filename: "logo.jpg", contentType: "image/jpeg" }),
      t.app.inject({ method: "GET", url: `/og/offers/${offer!.id}.png` }),
    ]);

    expect(coverAnswers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(logoAnswer.statusCode, logoAnswer.body).toBe(201);
    expect(cardAnswer.statusCode, cardAnswer.body).toBe(200);
    // Each cover is served as its own picture.
    const urls = coverAnswers.map((answer) => (answer.json() as { url: string }).url);
    expect(new Set(urls).size).toBe(10);
    for (const url of urls) {
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });
});

describe("a link-preview card asked for while the image queue has no room", () => {
  it("is answered 503 with Retry-After, not drawn without its logo, and drawn whole once there is room", async () => {
    // No waiting allowed: any work ahead is too much.
    const images = createImages({ concurrency: 1, maxWaitMs: 0 });
    const own = await buildTestApp({ images });
    try {
      const [offer] = await insertOffers(own.database.db, { brandName: "Souk Lane" });
      const card = () => own.app.inject({ method: "GET", url: `/og/offers/${offer!.id}.png` });
      let finish!: () => void;
      const held = images.queue.run(1, () => new Promise<void>((resolve) => (finish = resolve)));
      const refused = await card();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: imageMessages.busy, code: "IMAGE_QUEUE_BUSY" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      finish();
      await held;

      const drawn = await card();
      expect(drawn.statusCode).toBe(200);
      // The pale box behind the logo is there: the card was not kept as drawn without it.
      const { data } = await sharp(drawn.rawPayload)
        .extract({ left: LOGO_BOX.left - 5, top: LOGO_BOX.top + LOGO_BOX.size / 2, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data]).not.toEqual([255, 255, 255]);
    } finally {
      await own.close();
    }
  });
});
