// The catalogue module's public face: the catalogue page by page, and the home page's front.
export { catalogueRoutes } from "./routes.ts";
export { createCatalogueService } from "./service.ts";
