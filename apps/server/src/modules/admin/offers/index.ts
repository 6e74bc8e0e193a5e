// Offer management's public face: the staff offer screens and the alerts about its codes.
export { adminOffersRoutes } from "./routes.ts";
export { createAdminOffersService, type AdminOffersService } from "./service.ts";
export { createPoolAlerts } from "./pool-alert.ts";
export { createReportAlerts } from "./report-alert.ts";
export { createFlaggedCodes, type FlaggedCodes } from "./flagged-codes.ts";
export { columnsOf, problemsOf } from "./columns.ts";
export { receiveCodesFile } from "./codes-file.ts";
export { guideSteps } from "./guide.ts";
