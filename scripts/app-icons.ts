// The installed app's icons (the web manifest's, apps/web/vite/pwa.ts), drawn from the site's own mark,
// apps/web/public/favicon.svg. Run `npx tsx scripts/app-icons.ts` after changing the mark and commit
// the PNGs it writes to apps/web/public/icons/.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";

const publicDir = resolve(import.meta.dirname, "../apps/web/public");
const mark = readFileSync(join(publicDir, "favicon.svg"), "utf8");
// A maskable icon fills its square (the launcher cuts its own shape out of it), so the mark's rounded
// corners go; the "S" already sits well inside the middle 80 % every mask keeps.
const fullBleed = mark.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
if (fullBleed === mark) throw new Error("favicon.svg has no rounded <rect> to fill the square with.");

const outDir = join(publicDir, "icons");
mkdirSync(outDir, { recursive: true });
const icons: [file: string, svg: string, size: number][] = [
  ["icon-192.png", mark, 192],
  ["icon-512.png", mark, 512],
  ["icon-maskable-512.png", fullBleed, 512],
];
for (const [file, svg, size] of icons) {
  // The mark's viewBox is 32 units wide: drawn at the density that makes it `size` pixels, not scaled up.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(outDir, file));
  console.log(`apps/web/public/icons/${file}`);
}
