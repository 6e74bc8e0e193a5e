// Brands' proposals as staff review them (issue 37).
export { offerChangesRoutes } from "./routes.ts";
export { createOfferChanges, type OfferChangesService } from "./service.ts";
