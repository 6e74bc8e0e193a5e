// Offer management's public face: the staff offer screens and the low-pool alert.
export { adminOffersRoutes } from "./routes.ts";
export { createAdminOffersService } from "./service.ts";
export { createPoolAlerts } from "./pool-alert.ts";
