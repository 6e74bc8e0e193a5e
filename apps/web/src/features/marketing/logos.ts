// Wordmark logos we draw and serve ourselves from `public/` (no hot-linking).

export interface Logo {
  name: string;
  src: string;
}

const press = (slug: string, name: string): Logo => ({ name, src: `/media/${slug}.svg` });

/** Spec 000 §2, §9: the 5 publications in "We Have Been Mentioned By...". */
export const pressLogos: readonly Logo[] = [
  press("the-oasis-times", "The Oasis Times"),
  press("gulf-ledger", "Gulf Ledger"),
  press("dubai-daily-post", "Dubai Daily Post"),
  press("startup-wire", "Startup Wire"),
  press("campus-review", "Campus Review"),
];
