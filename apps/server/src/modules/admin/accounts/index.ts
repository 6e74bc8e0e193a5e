// The console's Accounts screen (issue 38).
export { adminAccountsRoutes } from "./routes.ts";
export { createAdminAccounts, type AdminAccountsService } from "./service.ts";
