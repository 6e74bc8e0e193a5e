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
export function coverFallback(brandName: string): CoverFallback {
  const hue = brandHue(brandName);
  return { ground: `hsl(${hue}, 45%, 34%)`, glow: `hsl(${(hue + 28) % 360}, 60%, 58%)` };
}
