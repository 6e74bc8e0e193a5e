// GET /api/admin/insights and /api/admin/insights.csv: the same period, as JSON for the screen and
// as the per-offer table for a spreadsheet.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import {
  resolvePeriod,
  type InsightsQuery,
  type OfferInsight,
  type Period,
} from "@studentperks/contracts/admin/insights";
import { invalidField } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import { toCsv, type CsvCell } from "./csv.ts";
import type { InsightsService } from "./service.ts";

const CSV_HEADER = [
  "offer_id",
  "title",
  "brand",
  "status",
  "views",
  "copies",
  "referral_clicks",
  "redemptions",
  "conversion",
  "reports",
  "report_rate",
];

const rounded = (rate: number | null) => (rate === null ? null : Math.round(rate * 10_000) / 10_000);

export function offersCsv(offers: readonly OfferInsight[]): string {
  const rows: CsvCell[][] = offers.map((o) => [
    o.id,
    o.title,
    o.brandName,
    o.status,
    o.views,
    o.copies,
    o.referralClicks,
    o.redemptions,
    rounded(o.conversion),
    o.reports,
    rounded(o.reportRate),
  ]);
  return toCsv([CSV_HEADER, ...rows]);
}

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService; clock: Clock }> = async (
  app,
  { insights, clock },
) => {
  const periodOf = (query: InsightsQuery): Period => {
    const resolved = resolvePeriod(query, clock.now());
    if ("error" in resolved) throw invalidField(resolved.error.field, resolved.error.message);
    return resolved.period;
  };

  route(app, "GET /api/admin/insights", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return insights.load(periodOf(request.query));
  });

  const csvAnswer = {
    types: ["text/csv"],
    description: `The period's offers as CSV (UTF-8), one row each, under the header ${CSV_HEADER.join(",")}.`,
  };
  route(app, "GET /api/admin/insights.csv", { config: { fileAnswer: csvAnswer } }, async (request, reply) => {
    const period = periodOf(request.query);
    const { offers } = await insights.load(period);
    return reply
      .header("cache-control", "no-store")
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="studentperks-insights-${period.from}-to-${period.to}.csv"`,
      )
      .send(offersCsv(offers));
  });
};
