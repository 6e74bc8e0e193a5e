// An offer's cover (issue 20): the srcset the API's one URL stands for, the `sizes` of each place a
// cover is shown, and the colours of the picture drawn for an offer without one.
import { COVER_WIDTHS, coverUrlAt } from "@studentperks/contracts/covers";

/** "…-400.webp 400w, …-800.webp 800w, …-1200.webp 1200w": every width the server makes. */
export function coverSrcSet(coverUrl: string): string {
  return COVER_WIDTHS.map((width) => `${coverUrlAt(coverUrl, width)} ${width}w`).join(", ");
}

/**
 * How wide a card in the grid is, so the browser fetches the smallest width that is sharp: one
 * column on phones (page padding 1rem a side, 1.5rem from 40rem), two from 48rem (a 1.25rem gap),
 * three from 64rem (padding 2rem a side), and no wider than max-w-7xl (80rem) allows.
 */
export const GRID_COVER_SIZES = [
  "(min-width: 80rem) 24.5rem",
  "(min-width: 64rem) calc((100vw - 6.5rem) / 3)",
  "(min-width: 48rem) calc((100vw - 4.25rem) / 2)",
  "(min-width: 40rem) calc(100vw - 3rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** A card in a row above the grid is min(20rem, 80vw) wide. */
export const ROW_COVER_SIZES = "(min-width: 25rem) 20rem, 80vw";

/** The offer dialog: the whole screen's width on phones, 42rem (less a margin) from 40rem. */
export const DIALOG_COVER_SIZES = "(min-width: 44rem) 42rem, (min-width: 40rem) calc(100vw - 2rem), 100vw";

export interface CoverFallback {
  /** The picture's ground, dark enough for white letters (the logo tile's too). */
  ground: string;
  /** A lighter neighbouring hue, for the large shape. */
  glow: string;
}

/** A hue from the brand's name: the same brand always gets the same colour, on every card. */
export function brandHue(brandName: string): number {
  let hash = 2_166_136_261;
  for (const char of brandName.trim().toLowerCase())
    hash = Math.imul(hash ^ char.codePointAt(0)!, 16_777_619);
  return (hash >>> 0) % 360;
}

/** hsl(hue, saturation%, lightness%) as the "#rrggbb" a screen paints: 8 bits a channel. */
function hexOfHsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    return value.toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * WCAG's contrast of white on a "#rrggbb": measured on the 8-bit colour itself, since an hsl()
 * that just meets AA can be painted a rounding below it (hue 73 at 34% gave 4.49:1).
 */
function whiteContrastOn(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** WCAG AA for the logo tile's small bold letters. */
const LETTERS_CONTRAST = 4.5;
const GROUND_SATURATION = 45;
const GROUND_LIGHTNESS = 34;

/**
 * The ground for a hue: at its lightness, or darker where the hue is bright there (yellows and
 * greens are), so white letters on it always meet AA.
 */
function groundFor(hue: number, saturation: number, lightness: number): string {
  let ground = Math.floor(lightness);
  while (ground > 0 && whiteContrastOn(hexOfHsl(hue, saturation, ground)) < LETTERS_CONTRAST) ground -= 1;
  return hexOfHsl(hue, saturation, ground);
}

/** "#rrggbb" as hue (0–360), saturation and lightness (0–100); null for anything else. */
export function hslOf(colour: string): [hue: number, saturation: number, lightness: number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => Number.parseInt(hex, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness * 100];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [sector * 60, saturation * 100, lightness * 100];
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/**
 * What an offer without a cover shows instead: its brand's colours, drawn in the page, from its
 * record's colour when it has one (issue 37), darkened where white letters on it would miss AA;
 * else from its name. No letters: the card names the brand beside its logo, and a name printed
 * twice looks generated (issue 32).
 */
export function coverFallback(brandName: string, colour?: string | null): CoverFallback {
  const own = colour ? hslOf(colour) : null;
  if (own) {
    const [hue, saturation, lightness] = own;
    const glow = `hsl(${rounded((hue + 28) % 360)}, ${rounded(Math.min(saturation, 60))}%, 58%)`;
    const hex = colour!.toLowerCase();
    if (whiteContrastOn(hex) >= LETTERS_CONTRAST) return { ground: hex, glow };
    return { ground: groundFor(hue, saturation, lightness), glow };
  }
  const hue = brandHue(brandName);
  return {
    ground: groundFor(hue, GROUND_SATURATION, GROUND_LIGHTNESS),
    glow: `hsl(${(hue + 28) % 360}, 60%, 58%)`,
  };
}
