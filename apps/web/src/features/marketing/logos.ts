// Wordmark logos we draw and serve ourselves from `public/` (no hot-linking).

export interface Logo {
  name: string;
  src: string;
}

const partner = (slug: string, name: string): Logo => ({ name, src: `/partners/${slug}.svg` });
const press = (slug: string, name: string): Logo => ({ name, src: `/media/${slug}.svg` });

/** Spec 000 §2, §9: 17 partner logos in two rows, 8 then 9. */
export const partnerRows: readonly (readonly Logo[])[] = [
  [
    partner("dhow-coffee", "Dhow Coffee"),
    partner("marina-bytes", "Marina Bytes"),
    partner("desert-denim", "Desert Denim"),
    partner("jumeirah-glow", "Jumeirah Glow"),
    partner("mirage-cinema", "Mirage Cinema"),
    partner("al-noor-books", "Al Noor Books"),
    partner("falcon-fit", "Falcon Fit"),
    partner("zaatar-kitchen", "Zaatar Kitchen"),
  ],
  [
    partner("creek-cycles", "Creek Cycles"),
    partner("oud-and-co", "Oud & Co"),
    partner("palm-pixel", "Palm Pixel"),
    partner("pearl-optics", "Pearl Optics"),
    partner("saffron-table", "Saffron Table"),
    partner("sahara-sound", "Sahara Sound"),
    partner("souk-street", "Souk Street"),
    partner("dune-threads", "Dune Threads"),
    partner("karak-house", "Karak House"),
  ],
];

/** Spec 000 §2, §9: the 5 publications in "We Have Been Mentioned By...". */
export const pressLogos: readonly Logo[] = [
  press("the-oasis-times", "The Oasis Times"),
  press("gulf-ledger", "Gulf Ledger"),
  press("dubai-daily-post", "Dubai Daily Post"),
  press("startup-wire", "Startup Wire"),
  press("campus-review", "Campus Review"),
];
