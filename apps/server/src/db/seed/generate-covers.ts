// Writes each catalogue brand's cover (cover-art.ts) into assets/brand-covers as WebP at every width
// (committed; served at /brand-covers/<slug>-<width>.webp), through the same encoder as uploaded
// covers. Brands without a logo get no cover either: the web draws its stand-in for them.
// Run: npm run covers:generate -w @studentperks/server
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COVER_MAX_PIXELS } from "@studentperks/contracts/images";
import { coverFileName, encodeCover } from "#server/lib/cover-files.ts";
import { brandCoversDir } from "#server/lib/package-paths.ts";
import { createImages } from "#server/services/images.ts";
import { catalogue } from "./catalogue.ts";
import { coverMotifOf, renderCoverSvg } from "./cover-art.ts";

const images = createImages();
const limits = {
  maxPixels: COVER_MAX_PIXELS,
  tooLarge: () => "cover too large",
  unreadable: () => "cover unreadable",
};

mkdirSync(brandCoversDir, { recursive: true });
let bytes = 0;
let written = 0;
for (const brand of catalogue) {
  if (!brand.logoColor) continue;
  const svg = renderCoverSvg({
    slug: brand.slug,
    colour: brand.logoColor,
    motif: coverMotifOf(brand),
  });
  const files = await encodeCover(images, Buffer.from(svg), limits);
  for (const [width, webp] of files) {
    writeFileSync(join(brandCoversDir, coverFileName(brand.slug, width)), webp);
    bytes += webp.length;
  }
  written += 1;
}
console.log(`Wrote ${written} covers (${Math.round(bytes / 1024)} KB in all) to ${brandCoversDir}`);
