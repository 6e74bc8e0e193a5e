// A demo brand's wordmark logo: its name, set in the app's own typeface (drawn as paths, so it looks
// the same on any machine and in an <img>), on the brand's colour, in the text colour (white or
// near-black) that contrasts best with it (WCAG relative luminance). The name takes one or two lines
// at the largest size that fits, so it stays readable at the 56 px a card shows it.
import { measureText, textPath, type Weight } from "#server/lib/text-paths.ts";

const SIZE = 160;
const PADDING = 16;
const MAX_WIDTH = SIZE - 2 * PADDING;
const MAX_FONT = 48;
const MIN_FONT = 18;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function textColourFor(background: string): string {
  const bg = luminance(background);
  return contrast(bg, 1) >= contrast(bg, luminance("#111111")) ? "#FFFFFF" : "#111111";
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Wordmark {
  lines: string[];
  size: number;
}

/** The name on one, two or three lines (split where the size is largest), at the largest size that fits. */
export function layLogoWordmark(name: string, weight: Weight = 700): Wordmark {
  const fit = (line: string) =>
    Math.min(MAX_FONT, Math.floor((MAX_FONT * MAX_WIDTH) / measureText(line, { size: MAX_FONT, weight })));
  const words = name.trim().split(/\s+/);
  const join = (from: number, to: number) => words.slice(from, to).join(" ");
  const splits: string[][] = [[join(0, words.length)]];
  for (let i = 1; i < words.length; i += 1) {
    splits.push([join(0, i), join(i, words.length)]);
    for (let j = i + 1; j < words.length; j += 1)
      splits.push([join(0, i), join(i, j), join(j, words.length)]);
  }
  // More lines must earn their height: each is capped lower.
  const caps = [MAX_FONT, 40, 30];
  let best: Wordmark = { lines: splits[0]!, size: 0 };
  for (const lines of splits) {
    const size = Math.min(...lines.map(fit), caps[lines.length - 1]!);
    if (size > best.size * 1.15) best = { lines, size };
  }
  return { lines: best.lines, size: Math.max(MIN_FONT, best.size) };
}

/** Beauty and fashion wordmarks are set light; the rest bold. */
export function logoWeightFor(category: string): Weight {
  return category === "beauty" || category === "fashion" ? 400 : 700;
}

export function renderLogoSvg(brandName: string, background: string, weight: Weight = 700): string {
  const fg = textColourFor(background);
  const { lines, size } = layLogoWordmark(brandName, weight);
  const lineHeight = Math.round(size * 1.08);
  // Capitals are about 0.7 em tall: the block of lines is centred on them.
  const blockHeight = lineHeight * (lines.length - 1) + size * 0.7;
  const firstBaseline = (SIZE - blockHeight) / 2 + size * 0.7;
  const paths = lines.map((line, i) =>
    textPath(line, {
      size,
      weight,
      x: SIZE / 2,
      baseline: Math.round(firstBaseline + i * lineHeight),
      maxWidth: MAX_WIDTH,
      align: "middle",
    }),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(brandName)} logo</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    ...paths.map((d) => `<path d="${d}" fill="${fg}"/>`),
    `</svg>`,
    "",
  ].join("\n");
}
