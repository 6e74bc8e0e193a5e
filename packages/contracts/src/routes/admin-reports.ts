// What the staff console reports: activity over a period, and the audit log of staff decisions.
import { auditPageSchema, auditQuerySchema } from "../admin/audit.ts";
import { insightsQuerySchema, insightsSchema } from "../admin/insights.ts";
import type { RouteTable } from "./declaration.ts";

export const adminReportsRoutes = {
  "GET /api/admin/insights": {
    summary: "Activity over a period: totals, days and offers",
    query: insightsQuerySchema,
    responses: { 200: insightsSchema },
  },
  // A CSV file (config.fileAnswer), downloaded through a link.
  "GET /api/admin/insights.csv": {
    summary: "The period's offers as a CSV file",
    query: insightsQuerySchema,
    responses: {},
  },
  "GET /api/admin/audit": {
    summary: "The audit log: every staff decision, newest first",
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  },
} satisfies RouteTable;
