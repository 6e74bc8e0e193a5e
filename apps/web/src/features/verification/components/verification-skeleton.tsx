import { CenteredCard } from "#web/components/ui/centered-card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { t } from "#web/lib/i18n/index.ts";

/** A verification page while the stored verification loads: its card, the size of a short form. */
export function VerificationSkeleton({ title }: { title: string }) {
  return (
    <CenteredCard title={title}>
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {t("common.loading")}
        </p>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </CenteredCard>
  );
}
