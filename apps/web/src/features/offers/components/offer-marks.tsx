import type { ReactNode } from "react";
import CircleCheck from "lucide-react/icons/circle-check";
import CirclePause from "lucide-react/icons/circle-pause";
import Clock from "lucide-react/icons/clock";
import type { OfferCard } from "@studentperks/contracts/catalogue-page";
import { dubaiWeekdayDate } from "@studentperks/contracts/dubai-time";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";
import { formatShortDate, formatShortWeekday } from "#web/lib/i18n/format.ts";
import { t } from "#web/lib/i18n/index.ts";
import { useDubaiToday } from "#web/lib/use-dubai-today.ts";
import { offerMarks, type OfferMark } from "../lib/offer-marks.ts";

/** Within this many days a day is named by its weekday ("Thu"); further off, by its date ("4 Dec"). */
const WEEKDAY_RANGE = 6;

interface MarkText {
  /** What the mark shows, short. */
  shown: string;
  /** What a screen reader says instead, when the short form leaves something out. */
  spoken?: string;
}

function markText(mark: OfferMark, locale: Locale): MarkText {
  switch (mark.kind) {
    case "ends":
      if (mark.daysLeft === 0) return { shown: t("offers.marks.endsToday") };
      if (mark.daysLeft === 1) return { shown: t("offers.marks.endsTomorrow") };
      return { shown: t("offers.marks.endsInDays", { days: mark.daysLeft }) };
    case "unavailable":
      return { shown: t("offers.marks.unavailable") };
    case "used":
      return { shown: t("offers.marks.used") };
    case "usedUntil": {
      if (mark.daysAway === 1) return { shown: t("offers.marks.usedUntilTomorrow") };
      const shown =
        mark.daysAway <= WEEKDAY_RANGE
          ? t("offers.marks.usedUntilDay", { day: formatShortWeekday(mark.nextEligibleAt, locale) })
          : t("offers.marks.usedUntilDate", { date: formatShortDate(mark.nextEligibleAt, locale) });
      const day = dubaiWeekdayDate(mark.nextEligibleAt, locale);
      return { shown, spoken: t("offers.marks.usedUntilDay", { day }) };
    }
  }
}

// Opaque grounds, legible over any cover: each text is at least 7:1 on its ground.
const looks: Record<OfferMark["kind"], { className: string; icon: ReactNode }> = {
  ends: {
    className: "bg-amber-100 text-amber-950",
    icon: <Clock aria-hidden="true" className="size-3.5 text-amber-800" />,
  },
  unavailable: {
    className: "bg-ink-900 text-white",
    icon: <CirclePause aria-hidden="true" className="size-3.5" />,
  },
  used: {
    className: "bg-white text-ink-900",
    icon: <CircleCheck aria-hidden="true" className="size-3.5 text-brand-800" />,
  },
  usedUntil: {
    className: "bg-white text-ink-900",
    icon: <CircleCheck aria-hidden="true" className="size-3.5 text-brand-800" />,
  },
};

interface OfferMarksProps {
  offer: Pick<OfferCard, "expiresAt" | "outOfCodes">;
  /** The signed-in student used it as often as its rule allows (GET /api/redemptions' limits). */
  limitReached?: UsageLimitReached;
  locale: Locale;
}

/**
 * The card's marks, each a line of its own: "Ends today", "Ends in 3 days", "Temporarily unavailable",
 * "Used — available again Thu". The ones counted from today appear once the page has hydrated, over
 * the cover, so they move nothing when they come.
 */
export function OfferMarks({ offer, limitReached, locale }: OfferMarksProps) {
  const today = useDubaiToday();
  return offerMarks(offer, limitReached, today).map((mark) => {
    const { shown, spoken } = markText(mark, locale);
    const { className, icon } = looks[mark.kind];
    return (
      <p
        key={mark.kind}
        data-offer-mark={mark.kind}
        className={`inline-flex items-center gap-1 rounded-pill px-2.5 py-1 text-xs font-semibold shadow-card ${className}`}
      >
        {icon}
        {spoken ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{spoken}</span>
          </>
        ) : (
          shown
        )}
      </p>
    );
  });
}
