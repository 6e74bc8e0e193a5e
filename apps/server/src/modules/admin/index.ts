// The staff console's public face: its routes, staff accounts, and the offer-pool alerts the app runs.
export { adminRoutes } from "./routes.ts";
export {
  accountExists,
  createOrPromoteAdmin,
  DEMO_ADMIN,
  retireDemoAdmin,
  resetDemoAdmin,
} from "./staff-accounts.ts";
