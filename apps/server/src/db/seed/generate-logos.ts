// Writes one wordmark SVG per catalogue brand into assets/brand-logos (committed; served at /brand-logos/).
// Run: npm run logos:generate -w @studentperks/server
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brandLogosDir } from "#server/lib/package-paths.ts";
import { catalogue } from "./catalogue.ts";
import { logoWeightFor, renderLogoSvg } from "./logo-svg.ts";

mkdirSync(brandLogosDir, { recursive: true });
let written = 0;
for (const brand of catalogue) {
  if (!brand.logoColor) continue;
  writeFileSync(
    join(brandLogosDir, `${brand.slug}.svg`),
    renderLogoSvg(brand.brandName, brand.logoColor, logoWeightFor(brand.businessCategory)),
  );
  written += 1;
}
console.log(`Wrote ${written} logos to ${brandLogosDir}`);
