// Verification review's public face: the queue of documents and domains staff decide on.
export { adminVerificationRoutes } from "./routes.ts";
export { createAdminVerificationService } from "./service.ts";
