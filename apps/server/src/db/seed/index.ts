// Public entry for scripts, benchmarks and e2e set-up.
export { seedIfEmpty } from "./seed.ts";
export { insertSyntheticOffers } from "./synthetic.ts";
