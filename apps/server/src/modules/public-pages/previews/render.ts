// Preview cards rendered to PNG once and kept: keyed by what is drawn (brand, discount, logo), so an
// edit that changes the card makes a new one and anything else reuses it. Renders go through the
// image queue (services/images.ts) like every decode, and concurrent asks for one card share it.
import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import sharp from "sharp";
import { isImageQueueBusy, type ImageLimits, type Images } from "#server/services/images.ts";
import { LOGO_BOX, offerCardSvg, siteCardSvg } from "./cards.ts";
import {
  PREVIEW_IMAGE_HEIGHT as PREVIEW_HEIGHT,
  PREVIEW_IMAGE_WIDTH as PREVIEW_WIDTH,
} from "@studentperks/contracts/prerendered-pages";
import type { ReadLogo } from "./logo.ts";

/** Bumped when the drawing changes, so no card of the old design is served again. */
const DESIGN = 1;
const CARD_PIXELS = PREVIEW_WIDTH * PREVIEW_HEIGHT;
/** Cards kept in memory (each a few tens of KB); the oldest goes first. */
const MAX_CARDS = 200;

export interface Card {
  png: Buffer;
  etag: string;
}

const LOGO_LIMITS: ImageLimits = {
  maxPixels: 16_000_000,
  tooLarge: () => "logo too large",
  unreadable: () => "logo unreadable",
};

export function createCardRenderer(deps: { images: Images; readLogo: ReadLogo }) {
  const cards = new Map<string, Promise<Card>>();

  const toPng = (svg: string, logo: Buffer | null) =>
    deps.images.run({ decodedPixels: CARD_PIXELS, encodedPixels: CARD_PIXELS }, () => {
      let image: Sharp = sharp(Buffer.from(svg));
      if (logo) image = image.composite([{ input: logo, left: LOGO_BOX.left, top: LOGO_BOX.top }]);
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
    });

  /**
   * The logo fitted to its box, or null when there is none or it cannot be read. A busy queue is not
   * a broken logo: the card is not made then (503), rather than made and kept without its logo.
   */
  async function fittedLogo(logoUrl: string | null): Promise<Buffer | null> {
    const input = await deps.readLogo(logoUrl).catch(() => null);
    if (!input) return null;
    return deps.images
      .transform(input, LOGO_LIMITS, {
        encodedPixels: LOGO_BOX.size * LOGO_BOX.size,
        make: (image) =>
          image
            .resize(LOGO_BOX.size, LOGO_BOX.size, {
              fit: "contain",
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .png()
            .toBuffer(),
      })
      .catch((error: unknown) => {
        if (isImageQueueBusy(error)) throw error;
        return null;
      });
  }

  function cached(parts: unknown[], draw: () => Promise<Buffer>): { key: string; card: () => Promise<Card> } {
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN, ...parts]))
      .digest("base64url")
      .slice(0, 27);
    return {
      key,
      card() {
        let card = cards.get(key);
        if (!card) {
          card = draw().then((png) => ({ png, etag: `"${key}"` }));
          cards.set(key, card);
          card.catch(() => cards.delete(key));
          if (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
        }
        return card;
      },
    };
  }

  return {
    site: cached(["site"], () => toPng(siteCardSvg(), null)),
    /** The card of an offer, and whether it is already made (drawing one is what a limit guards). */
    offer(brandName: string, headline: string, logoUrl: string | null) {
      const entry = cached(["offer", brandName, headline, logoUrl], async () => {
        const logo = await fittedLogo(logoUrl);
        return toPng(offerCardSvg(brandName, headline, logo !== null), logo);
      });
      return { ...entry, isMade: cards.has(entry.key) };
    },
  };
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
