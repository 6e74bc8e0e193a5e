// Partnership review's public face.
export { partnershipsRoutes } from "./routes.ts";
export { createPartnershipsService, type PartnershipsService } from "./service.ts";
