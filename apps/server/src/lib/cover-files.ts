// An offer's cover (issue 20) as files: any picture cropped to the cover's shape, then encoded as WebP
// at each width srcset offers. Uploaded covers and the demo catalogue's generated ones go through this
// one function, so both come out alike.
import sharp from "sharp";
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  COVER_WIDTHS,
  coverHeightAt,
  type CoverWidth,
} from "@studentperks/contracts/covers";
import type { ImageLimits, Images } from "../services/images.ts";

/** Each width's WebP file, narrowest first. */
export type CoverFiles = ReadonlyMap<CoverWidth, Buffer>;

/** `<stem>-<width>.webp`: one cover's file at one width, for storage keys and file names alike. */
export const coverFileName = (stem: string, width: CoverWidth) => `${stem}-${width}.webp`;

const ENCODED_PIXELS = COVER_WIDTHS.reduce((sum, width) => sum + width * coverHeightAt(width), 0);

/**
 * Crops `input` to 1200 x 630 and encodes it at every width. Cropped to fill ("cover" fit) about the
 * centre, not letterboxed: a card's box has that shape, bars would look like a broken picture, and
 * the middle of a picture is where a merchant puts what matters (the form's hint says so). Smaller
 * pictures are scaled up, so every width exists and srcset never names a file that is not there.
 * Transparency is laid on white, as the card is. The original is decoded once (the costly part); the
 * widths are made from those 1200 px of raw pixels, one after the other: all of it is one job in the
 * image queue, so one cover takes one slot. WebP from sharp carries no metadata.
 */
export async function encodeCover(images: Images, input: Buffer, limits: ImageLimits): Promise<CoverFiles> {
  return images.transform(input, limits, {
    encodedPixels: ENCODED_PIXELS,
    async make(image) {
      const { data, info } = await image
        .rotate()
        .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "centre" })
        .flatten({ background: "#ffffff" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const files = new Map<CoverWidth, Buffer>();
      for (const width of COVER_WIDTHS) {
        const webp = sharp(data, { raw })
          .resize(width, coverHeightAt(width))
          .webp({ quality: 80, effort: 4 });
        files.set(width, await webp.toBuffer());
      }
      return files;
    },
  });
}
