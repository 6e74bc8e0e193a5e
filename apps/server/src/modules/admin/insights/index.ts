// Insights' public face: the staff dashboard's figures.
export { insightsRoutes } from "./routes.ts";
export { createInsightsService, type InsightsService } from "./service.ts";
export { toCsv, type CsvCell } from "./csv.ts";
