import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { offerGridClassName } from "./offer-grid-layout.ts";

/** Spec 000 §9: six placeholder cards while the offers load. */
export const SKELETON_CARD_COUNT = 6;

export function OfferGridSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        {t("offers.loading")}
      </p>
      <ul className={offerGridClassName} aria-hidden="true" data-testid="offer-skeleton">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li
            key={index}
            className="flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white"
          >
            {/* The cover's box, so the cards take the skeleton's place without moving anything. */}
            <Skeleton className="aspect-[1200/630] w-full rounded-none" />
            <div className="flex flex-col gap-4 p-5">
              <div className="flex items-start gap-3">
                <Skeleton className="size-14 rounded-xl" />
                <div className="flex flex-1 flex-col gap-2 pt-1">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-4 w-1/3 rounded-full" />
                </div>
                <Skeleton className="h-14 w-20 rounded-xl" />
              </div>
              <div className="flex flex-col gap-2">
                <Skeleton className="h-5 w-4/5" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
