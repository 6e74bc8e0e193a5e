// An offer's cover (issue 20) as files: any picture cropped to the cover's shape, then encoded as WebP
// at each width srcset offers. Uploaded covers and the demo catalogue's generated ones go through this
// one function, so both come out alike.
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

/**
 * Crops `input` to 1200 x 630 and encodes it at every width. Cropped to fill ("cover" fit) about the
 * centre, not letterboxed: a card's box has that shape, bars would look like a broken picture, and
 * the middle of a picture is where a merchant puts what matters (the form's hint says so). Smaller
 * pictures are scaled up, so every width exists and srcset never names a file that is not there.
 * Transparency is laid on white, as the card is. The original is decoded once (the costly part); the
 * widths are made from that lossless 1200 px copy. WebP from sharp carries no metadata.
 */
export async function encodeCover(images: Images, input: Buffer, limits: ImageLimits): Promise<CoverFiles> {
  const widest = await images.transform(input, limits, (image) =>
    image
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 0 }),
  );
  const sized = { ...limits, maxPixels: COVER_WIDTH * COVER_HEIGHT };
  const files = await Promise.all(
    COVER_WIDTHS.map((width) =>
      images.transform(widest, sized, (image) =>
        image.resize(width, coverHeightAt(width)).webp({ quality: 80, effort: 4 }),
      ),
    ),
  );
  return new Map(COVER_WIDTHS.map((width, i) => [width, files[i]!]));
}
