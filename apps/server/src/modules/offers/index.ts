// The offers module's public face: the public catalogue.
export { offersRoutes } from "./routes.ts";
export { createOffersService, type OffersService } from "./service.ts";
export { dated, nextExpiry, type CatalogueSnapshot, type IndexedOffer } from "./catalogue-index.ts";
export { compareNewest, newestKey } from "./newest.ts";
export { createOffersRepo } from "./repo.ts";
export { isLiveAt } from "./live.ts";
export { toPublicOffer, type BrandFaceRow, type PublicOfferRow } from "./public-offer.ts";
