import { useSearchParams } from "react-router";
import Download from "lucide-react/icons/download";
import { titleIn, type PartnerMeasures, type PartnerResults } from "@studentperks/contracts/partners";
import { PeriodPicker } from "#web/components/period-picker.tsx";
import { Alert } from "#web/components/ui/alert.tsx";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { resultsCsvHref, usePartnerResults } from "../api/results.ts";
import { countText, dayText } from "../lib/format.ts";
import { periodFromSearch } from "#web/lib/period.ts";
import { MEASURES, measureKeys, type Measure } from "../lib/measures.ts";
import { ResultsChart } from "./results-chart.tsx";

/** The brand's results for a period: totals, a chart by day, a table per offer, and the CSV. */
export function ResultsPanel() {
  const [search] = useSearchParams();
  const { period, problem } = periodFromSearch(search);
  const results = usePartnerResults(period);
  return (
    <section aria-labelledby="partner-results-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="partner-results-title" className="text-h2 text-ink-900">
            {t("partners.results.title")}
          </h2>
          <p className="text-sm text-ink-700">{t("partners.results.intro")}</p>
        </div>
        <a href={resultsCsvHref(period)} download className={buttonClassName({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {t("partners.results.csv")}
        </a>
      </div>
      <PeriodPicker
        period={period}
        replace
        text={{
          quickChoices: t("partners.results.quickPeriods"),
          lastDays: (days) => t("partners.results.lastDays", { days }),
          customPeriod: t("partners.results.customPeriod"),
          from: t("partners.results.from"),
          to: t("partners.results.to"),
          apply: t("partners.results.apply"),
        }}
      />
      {problem ? <Alert role="alert">{problem}</Alert> : null}
      {results.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : results.isError ? (
        <Alert variant="destructive" role="alert">
          {serverMessage(results.error) ?? t("partners.results.loadFailed")}
        </Alert>
      ) : (
        <ResultsView results={results.data} />
      )}
    </section>
  );
}

/** What the period's results show, once they are read. */
export function ResultsView({ results }: { results: PartnerResults }) {
  const locale = useLocale();
  const shown = MEASURES.filter((measure) => measure !== "cardShows" || hasInStore(results));
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm font-medium text-ink-800" aria-live="polite">
        {t("partners.results.period", {
          from: dayText(results.from, locale),
          to: dayText(results.to, locale),
        })}
      </p>
      <dl
        className={cn(
          "grid grid-cols-2 gap-3 sm:grid-cols-3",
          shown.length === MEASURES.length ? "lg:grid-cols-6" : "lg:grid-cols-5",
        )}
      >
        {shown.map((measure) => (
          <div
            key={measure}
            className="flex flex-col gap-1 rounded-card border border-ink-200 bg-white p-4 shadow-card"
          >
            <dt className="text-sm text-ink-700">{t(measureKeys[measure])}</dt>
            <dd className="text-h2 text-ink-950 tabular-nums">
              {countText(results.totals[measure], locale)}
            </dd>
          </div>
        ))}
      </dl>
      <ResultsChart days={results.days} measures={shown} />
      <OffersTable results={results} shown={shown} />
    </div>
  );
}

/** In-store card shows count only where the brand has in-store offers: shown when there are any. */
const hasInStore = (results: PartnerResults) =>
  results.totals.cardShows > 0 || results.offers.some((offer) => offer.cardShows > 0);

function OffersTable({ results, shown }: { results: PartnerResults; shown: readonly Measure[] }) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3">
      <h3 id="partner-results-offers" className="text-h3 text-ink-900">
        {t("partners.results.perOffer")}
      </h3>
      {results.offers.length === 0 ? (
        <p className="text-sm text-ink-700">{t("partners.results.noOffers")}</p>
      ) : (
        // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too.
        <div
          className="overflow-x-auto rounded-card border border-ink-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-800"
          tabIndex={0}
          role="region"
          aria-labelledby="partner-results-offers"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-ink-50 text-ink-800">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t("partners.results.offer")}
                </th>
                {shown.map((measure) => (
                  <th key={measure} scope="col" className="px-4 py-3 text-end font-semibold">
                    {t(measureKeys[measure])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.offers.map((offer) => (
                <tr key={offer.offerId} className="border-t border-ink-100">
                  <th
                    scope="row"
                    dir="auto"
                    className="min-w-44 px-4 py-3 text-start font-medium text-ink-900"
                  >
                    {titleIn(offer, locale)}
                  </th>
                  {shown.map((measure) => (
                    <td key={measure} className="px-4 py-3 text-end text-ink-900 tabular-nums">
                      {countText((offer as PartnerMeasures)[measure], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
