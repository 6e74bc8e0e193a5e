// What the platform answers about itself: public settings and health.
import { healthSchema, livenessSchema } from "../errors.ts";
import { siteInfoSchema } from "../site.ts";
import type { RouteTable } from "./declaration.ts";

export const platformRoutes = {
  "GET /api/site": {
    summary: "The public settings the web app needs",
    responses: { 200: siteInfoSchema },
  },
  "GET /api/health": {
    summary: "Readiness: whether this process can serve (the database and file storage answer)",
    responses: { 200: healthSchema, 503: healthSchema },
  },
  "GET /api/health/live": {
    summary: "Liveness: the process answers",
    responses: { 200: livenessSchema },
  },
} satisfies RouteTable;
