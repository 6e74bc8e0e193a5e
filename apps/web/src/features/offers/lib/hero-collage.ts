// The home page hero's collage (issue 20): the tiles' layout, which the placeholders (in the first
// HTML) and the covers (drawn over them later; the server picks them) share exactly.

/** Tiles in the collage: three rows of two beside the text on desktop, one strip on phones. */
export const COLLAGE_TILES = 6;

/**
 * The tiles' grid. Phones: one row of 7rem tiles (9rem from sm), wider than the screen and clipped.
 * From lg: two columns of 14rem tiles, the second set half a tile lower. A tile is a cover's shape.
 */
export const COLLAGE_GRID =
  "grid grid-flow-col auto-cols-[7rem] grid-rows-1 sm:auto-cols-[9rem] gap-3 lg:grid-flow-row lg:auto-cols-auto lg:grid-cols-[14rem_14rem] lg:grid-rows-3 lg:gap-4";
export const COLLAGE_TILE =
  "relative aspect-[1200/630] overflow-hidden rounded-[0.875rem] lg:rounded-card lg:even:translate-y-14";

/** How wide a tile is drawn, for the browser's choice in the cover's srcset. */
export const COLLAGE_COVER_SIZES = "(min-width: 64rem) 14rem, (min-width: 40rem) 9rem, 7rem";
