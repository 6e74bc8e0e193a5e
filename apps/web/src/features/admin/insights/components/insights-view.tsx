import { useSearchParams } from "react-router";
import { INSIGHTS_OFFER_LIMIT } from "@studentperks/contracts/admin/insights";
import { Alert } from "#web/components/ui/alert.tsx";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { insightsCsvHref, useInsights } from "../api/insights.ts";
import { insightsText } from "../messages.ts";
import { periodFromSearch } from "#web/lib/period.ts";
import { DailyActivity } from "./daily-activity.tsx";
import { dayLabel } from "./daily-chart.tsx";
import { Funnel } from "./funnel.tsx";
import { InStore } from "./in-store.tsx";
import { OffersTable } from "./offers-table.tsx";
import { PeriodPicker } from "#web/components/period-picker.tsx";
import { Totals } from "./totals.tsx";

/** The period from the URL, its totals, the daily charts, the per-offer table and the funnel. */
export function InsightsView() {
  const [search] = useSearchParams();
  const { period, problem } = periodFromSearch(search);
  const query = useInsights(period);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PeriodPicker
          period={period}
          text={{
            quickChoices: insightsText("period.label"),
            lastDays: (days) => insightsText("period.last", { days }),
            customPeriod: insightsText("period.custom"),
            from: insightsText("period.from"),
            to: insightsText("period.to"),
            apply: insightsText("period.apply"),
          }}
        />
        <p className="text-sm text-ink-700">
          {insightsText("period.showing", { from: dayLabel(period.from), to: dayLabel(period.to) })}
        </p>
        {problem ? (
          <Alert variant="destructive" role="alert">
            {insightsText("period.invalidLink", { message: problem })}
          </Alert>
        ) : null}
      </div>
      <LoadState query={query}>
        {(insights) => (
          <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData || undefined}>
            <Totals totals={insights.totals} />
            <Card>
              <CardHeader title={insightsText("chart.title")} />
              <DailyActivity insights={insights} />
            </Card>
            <Card className="min-w-0">
              <CardHeader
                title={insightsText("offers.title")}
                description={insightsText("offers.description")}
                action={
                  <a
                    href={insightsCsvHref(period)}
                    download
                    className={buttonClassName({ variant: "outline", size: "sm" })}
                  >
                    {insightsText("download")}
                  </a>
                }
              />
              {insights.offersTruncated ? (
                <p className="mb-3 text-sm text-ink-600">
                  {insightsText("offers.truncated", { count: INSIGHTS_OFFER_LIMIT })}
                </p>
              ) : null}
              <OffersTable offers={insights.offers} />
              <p className="mt-3 text-sm text-ink-600">{insightsText("offers.reportsHint")}</p>
            </Card>
            <Card>
              <CardHeader title={insightsText("funnel.title")} />
              <Funnel funnel={insights.funnel} />
            </Card>
            <Card>
              <CardHeader
                title={insightsText("inStore.title")}
                description={insightsText("inStore.description")}
              />
              <InStore inStore={insights.inStore} />
            </Card>
          </div>
        )}
      </LoadState>
    </div>
  );
}
