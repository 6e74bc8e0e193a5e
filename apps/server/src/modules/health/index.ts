// The health module's public face: liveness and readiness.
export { healthRoutes } from "./routes.ts";
export { roundTrip, type HealthChecks } from "./checks.ts";
