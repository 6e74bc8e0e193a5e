import { memo, useEffect, useRef, useState } from "react";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { OfferCard as OfferCardData } from "@studentperks/contracts/catalogue-page";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { useUsageLimits } from "../api/my-redemptions.ts";
import { OfferCard } from "./offer-card.tsx";
import { offerGridClassName } from "./offer-grid-layout.ts";

/** Cards rendered at first and added by each "Show more" (the server's page size too). */
export const OFFERS_PAGE_SIZE = 24;

interface OfferGridProps {
  offers: readonly OfferCardData[];
  /** The page's language, which the cards show the offers in. */
  locale: Locale;
  onOpen: (offerId: number) => void;
  /** For signed-in students: which offers are saved, and how to save or unsave one. */
  favorites?: { ids: ReadonlySet<number>; onToggle: (offerId: number) => void };
  /** The signed-in student, whose used offers are marked; null or absent for anyone else. */
  studentId?: string | null;
  /**
   * Says "Showing n of m" only while some are hidden behind Show more: for a page that states its
   * number of offers already (a brand's), so the count is not said twice.
   */
  countOnlyWhenPartial?: boolean;
  /**
   * Pages from the server (the home page's catalogue): how many offers match in all, and how to fetch
   * the next page while there is one. Without it the grid shows `offers` a page at a time itself.
   */
  paged?: { total: number; more?: { isLoading: boolean; onShow: () => void } };
  /** The last view's offers, shown while the new view's are on their way (dimmed, and busy). */
  isUpdating?: boolean;
}

/**
 * Renders the offers a page at a time (or the server's pages, `paged`). Memoised, as each card is, so a
 * keystroke in the search box re-renders no card, and a new answer only the cards it adds: a phone's
 * slow CPU draws a few cards per answer, not the whole grid.
 */
export const OfferGrid = memo(function OfferGrid({
  offers,
  locale,
  onOpen,
  favorites,
  studentId = null,
  countOnlyWhenPartial = false,
  paged,
  isUpdating = false,
}: OfferGridProps) {
  const [visibleCount, setVisibleCount] = useState(OFFERS_PAGE_SIZE);
  // Asked here, in the cards' own code, so a visitor's first load carries none of it.
  const limits = useUsageLimits(studentId);
  const visible = paged ? offers : offers.slice(0, visibleCount);
  const total = paged ? paged.total : offers.length;
  const more = paged
    ? paged.more
    : visible.length < offers.length
      ? { isLoading: false, onShow: () => setVisibleCount((count) => count + OFFERS_PAGE_SIZE) }
      : undefined;
  // After Show more, the first new card takes the focus (the button may be gone, and the new cards
  // are where the reader goes on).
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.children[firstNew.current]?.querySelector<HTMLElement>("[data-open-offer]")?.focus();
    firstNew.current = null;
  }, [visible.length]);

  return (
    <div className="flex flex-col gap-6">
      {countOnlyWhenPartial && visible.length === total ? null : (
        <p role="status" className="text-sm text-ink-600">
          {t("offers.count", { shown: visible.length, total })}
        </p>
      )}
      <ul
        ref={list}
        aria-busy={isUpdating || undefined}
        className={`${offerGridClassName} ${isUpdating ? "opacity-60 motion-safe:transition-opacity" : ""}`}
        data-testid="offer-grid"
      >
        {visible.map((offer) => (
          <GridCard
            key={offer.id}
            offer={offer}
            locale={locale}
            onOpen={onOpen}
            isSaved={favorites?.ids.has(offer.id) ?? false}
            onToggleSave={favorites?.onToggle}
            limitReached={limits.get(offer.id)}
          />
        ))}
      </ul>
      {more ? (
        <Button
          variant="outline"
          size="lg"
          className="self-center"
          aria-busy={more.isLoading || undefined}
          onClick={() => {
            if (more.isLoading) return;
            firstNew.current = visible.length;
            more.onShow();
          }}
        >
          {t("offers.showMore")}
        </Button>
      ) : null}
    </div>
  );
});

interface GridCardProps {
  offer: OfferCardData;
  locale: Locale;
  onOpen: (offerId: number) => void;
  isSaved: boolean;
  onToggleSave: ((offerId: number) => void) | undefined;
  limitReached: UsageLimitReached | undefined;
}

/**
 * One card of the grid, re-rendered only when what it shows changes: each answer of the server is a new
 * object for every card, so cards compare field by field (all of them plain values).
 */
const GridCard = memo(
  function GridCard({ offer, locale, onOpen, isSaved, onToggleSave, limitReached }: GridCardProps) {
    return (
      <li>
        <OfferCard
          offer={offer}
          locale={locale}
          onOpen={onOpen}
          favorite={onToggleSave ? { isSaved, onToggle: onToggleSave } : undefined}
          limitReached={limitReached}
        />
      </li>
    );
  },
  (before, after) =>
    before.locale === after.locale &&
    before.onOpen === after.onOpen &&
    before.isSaved === after.isSaved &&
    before.onToggleSave === after.onToggleSave &&
    // The same object while the student's answer is: react-query keeps unchanged parts of a new one.
    before.limitReached === after.limitReached &&
    sameCard(before.offer, after.offer),
);

const sameCard = (a: OfferCardData, b: OfferCardData) =>
  a === b || (Object.keys(a) as (keyof OfferCardData)[]).every((field) => a[field] === b[field]);
