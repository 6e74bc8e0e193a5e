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

/**
 * What an offer without a cover shows instead: its brand's colours, drawn in the page. No letters:
 * the card names the brand beside its logo, and a name printed twice looks generated (issue 32).
 */
/** WCAG's contrast of white on hsl(hue, saturation%, lightness%). */
function whiteContrastOn(hue: number, saturation: number, lightness: number): number {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

/** WCAG AA for the logo tile's small bold letters. */
const LETTERS_CONTRAST = 4.5;
const GROUND_SATURATION = 45;
const GROUND_LIGHTNESS = 34;

/**
 * The ground's lightness: 34%, or darker where a hue is bright at that lightness (yellows and greens
 * are), so white letters on it always meet AA.
 */
function groundLightness(hue: number): number {
  let lightness = GROUND_LIGHTNESS;
  while (whiteContrastOn(hue, GROUND_SATURATION, lightness) < LETTERS_CONTRAST) lightness -= 1;
  return lightness;
}

export function coverFallback(brandName: string): CoverFallback {
  const hue = brandHue(brandName);
  return {
    ground: `hsl(${hue}, ${GROUND_SATURATION}%, ${groundLightness(hue)}%)`,
    glow: `hsl(${(hue + 28) % 360}, 60%, 58%)`,
  };
}
