// Public entry for scripts, benchmarks and e2e set-up.
export { seedIfEmpty } from "./seed.ts";
export { seedInstitutionsIfEmpty } from "./seed-institutions.ts";
export { insertSyntheticOffers } from "./synthetic.ts";
export { catalogue, type CatalogueOffer } from "./catalogue.ts";
