// The staff console's public face: its routes, staff accounts, and the offer-pool alerts the app runs.
export { adminRoutes, type StaffServices } from "./routes.ts";
export {
  accountExists,
  createOrPromoteAdmin,
  DEMO_ADMIN,
  retireDemoAdmin,
  resetDemoAdmin,
} from "./staff-accounts.ts";
// Service factories, for the composition root only (route files get the services, never a Db).
export { createAuditService } from "./audit/index.ts";
export { createPartnershipsService } from "./partnerships/index.ts";
export { createInsightsService } from "./insights/index.ts";
export {
  createAdminVerificationService,
  createCardPhotoReviews,
  createDocumentFiles,
} from "./verifications/index.ts";
export { createInstitutionService } from "./institutions/index.ts";
export { createAdminOffersService, createFlaggedCodes } from "./offers/index.ts";
export { createAdminBrandsService } from "./brands/index.ts";
export { createOfferChanges } from "./offer-changes/index.ts";
