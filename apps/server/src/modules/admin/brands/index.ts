// The console's brands: their list and their records.
export { adminBrandsRoutes } from "./routes.ts";
export { createAdminBrandsService, type AdminBrandsService } from "./service.ts";
