// The brands module's public face: brand pages from the live catalogue (issue 20).
export { brandsRoutes } from "./routes.ts";
export { createBrandsService, type BrandsService } from "./service.ts";
export { createSlugRedirectsReader } from "./repo.ts";
