// Offer management's public face: the staff offer screens and the low-pool alert.
export { adminOffersRoutes } from "./routes.ts";
export { createAdminOffersService, type AdminOffersService } from "./service.ts";
export { createPoolAlerts } from "./pool-alert.ts";
