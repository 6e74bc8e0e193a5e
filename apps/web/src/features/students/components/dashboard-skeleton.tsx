import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { t } from "#web/lib/i18n/index.ts";

/**
 * The dashboard's shape while the profile loads. At least a screen high, as the dashboard itself:
 * the footer stays below the fold while the cards fill in, instead of being pushed down by them.
 */
export function DashboardSkeleton() {
  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        {t("common.loading")}
      </p>
      <Skeleton className="h-9 w-56" />
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} className="h-48 w-full rounded-card" />
      ))}
    </div>
  );
}
