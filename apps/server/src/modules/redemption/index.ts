// The redemption module's public face: codes and referral links handed to verified students.
export { redemptionRoutes } from "./routes.ts";
export { createRedemptionService } from "./service.ts";
export { hasPool, insertPoolCodes } from "./repo.ts";
export { refreshCodeSupply } from "./code-supply.ts";
export { createCodeReports } from "./reports.ts";
