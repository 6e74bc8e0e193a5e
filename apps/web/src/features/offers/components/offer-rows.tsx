import { memo, useEffect, useId, useRef, useState, type RefObject } from "react";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { OfferCard as OfferCardData } from "@studentperks/contracts/catalogue-page";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { prefersReducedMotion } from "#web/lib/scroll.ts";
import type { OfferRowId } from "@studentperks/contracts/catalogue-page";
import { useUsageLimits } from "../api/my-redemptions.ts";
import { OfferCard } from "./offer-card.tsx";

interface OfferRowsProps {
  rows: readonly { id: OfferRowId; offers: readonly OfferCardData[] }[];
  locale: Locale;
  onOpen: (offerId: number) => void;
  favorites?: { ids: ReadonlySet<number>; onToggle: (offerId: number) => void };
  /** The signed-in student, whose used offers are marked; null or absent for anyone else. */
  studentId?: string | null;
}

/** Featured, Trending this week, New and Ending soon: the catalogue's shop window above the grid. */
export const OfferRows = memo(function OfferRows({ rows, studentId = null, ...cards }: OfferRowsProps) {
  // One answer for every row (the grid below reads the same one): asked in the cards' own code.
  const limits = useUsageLimits(studentId);
  return (
    <div className="flex flex-col gap-10" data-testid="offer-rows">
      {rows.map((row) => (
        <OfferRow
          key={row.id}
          title={t(`offers.rows.${row.id}`)}
          offers={row.offers}
          limits={limits}
          {...cards}
        />
      ))}
    </div>
  );
});

type OfferRowProps = Omit<OfferRowsProps, "rows" | "studentId"> & {
  title: string;
  offers: readonly OfferCardData[];
  limits: ReadonlyMap<number, UsageLimitReached>;
};

/**
 * One row: a heading and a list that scrolls sideways (swiped on a phone; on a wider screen, buttons
 * scroll it by a screenful too). Tabbing through the cards brings each wholly into view.
 */
function OfferRow({ title, offers, locale, onOpen, favorites, limits }: OfferRowProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const ends = useScrollEnds(list);
  const scroll = (towardsEnd: boolean) => {
    const element = list.current;
    if (!element) return;
    // scrollBy counts in physical pixels: the row's end is on the left in Arabic.
    const rtl = getComputedStyle(element).direction === "rtl";
    const step = element.clientWidth * 0.9 * (towardsEnd === rtl ? -1 : 1);
    element.scrollBy({ left: step, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:gap-4">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-xl font-bold tracking-tight text-ink-900">
          {title}
        </h3>
        {/* A phone swipes the row; a wider screen may have only a mouse wheel, which scrolls down. */}
        <div className={ends.atStart && ends.atEnd ? "hidden" : "hidden gap-2 sm:flex"}>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("offers.rows.back", { row: title })}
            disabled={ends.atStart}
            onClick={() => scroll(false)}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("offers.rows.forward", { row: title })}
            disabled={ends.atEnd}
            onClick={() => scroll(true)}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
        </div>
      </div>
      <ul
        ref={list}
        onFocus={(event) => revealCard(event.target)}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8"
      >
        {offers.map((offer) => (
          <li key={offer.id} className="w-[min(20rem,80vw)] shrink-0 snap-start">
            <OfferCard
              offer={offer}
              locale={locale}
              onOpen={onOpen}
              placement="row"
              limitReached={limits.get(offer.id)}
              favorite={
                favorites ? { isSaved: favorites.ids.has(offer.id), onToggle: favorites.onToggle } : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Brings the whole card holding `target` into the row's view. Browsers leave a focused element alone
 * while any part of it shows, so Tab would otherwise land on a card mostly off the edge.
 */
function revealCard(target: HTMLElement) {
  target.closest("li")?.scrollIntoView({
    block: "nearest",
    inline: "nearest",
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
}

/** Whether the list is scrolled to its start or its end (so that button can be disabled). */
function useScrollEnds(list: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      // In a right-to-left row scrollLeft runs from 0 down to negative values.
      const scrolled = Math.abs(element.scrollLeft);
      const atStart = scrolled < 2;
      const atEnd = scrolled + element.clientWidth >= element.scrollWidth - 2;
      setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [list]);
  return ends;
}
