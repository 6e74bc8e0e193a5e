// The marks on offer cards (issue 36): "Ends today" / "Ends tomorrow" / "Ends in N days", counted in
// Dubai calendar days and moving on at Dubai midnight in an open tab; "Temporarily unavailable" when
// the codes ran out; and, for a signed-in student, "Used" or "Used — available again …" from one
// GET /api/redemptions for the whole page (none for a visitor: MSW fails any call without a handler).
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OfferCard } from "@studentperks/contracts/catalogue-page";
import { endOfDubaiDay, startOfDubaiDay } from "@studentperks/contracts/dubai-time";
import { FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE } from "@studentperks/contracts/i18n/isolates";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";
import { activateLocale } from "#web/lib/i18n/index.ts";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { OfferGrid } from "./offer-grid.tsx";
import { OfferRows } from "./offer-rows.tsx";

// Thursday 3 December 2026, 23:59 in Dubai: a minute before its midnight.
const LAST_MINUTE = new Date("2026-12-03T19:59:00Z");

const card = (id: number, extra: Partial<OfferCard> = {}): OfferCard => ({
  id,
  title: `Offer ${id}`,
  titleAr: null,
  description: `About offer ${id}`,
  descriptionAr: null,
  brandName: `Brand ${id}`,
  brandSlug: `brand-${id}`,
  businessCategory: "food",
  logoUrl: null,
  coverUrl: null,
  brandColour: null,
  offerType: "discount",
  discountType: "percentage",
  discountValue: 10,
  expiresAt: null,
  redemptionChannel: "online",
  usageLimit: "once",
  outOfCodes: false,
  ...extra,
});
/** An offer whose last Dubai day is `day`. */
const endingOn = (id: number, day: string) => card(id, { expiresAt: endOfDubaiDay(day).toISOString() });

/** The marks a card shows, as read on the page (bidi isolates around values left out). */
function marksOf(title: string, scope: Pick<typeof screen, "getByRole"> = screen): string[] {
  const article = scope.getByRole("article", { name: title });
  return Array.from(article.querySelectorAll("[data-offer-mark]"), (mark) =>
    (mark.querySelector("[aria-hidden='true']:not(svg)") ?? mark).textContent!.replace(
      new RegExp(`[${FIRST_STRONG_ISOLATE}${POP_DIRECTIONAL_ISOLATE}]`, "g"),
      "",
    ),
  );
}

function renderGrid(offers: OfferCard[], { locale = "en", studentId = null }: GridOptions = {}) {
  return renderWithProviders(
    <OfferGrid offers={offers} locale={locale} onOpen={() => undefined} studentId={studentId} />,
  );
}
interface GridOptions {
  locale?: Locale;
  studentId?: string | null;
}

/** Answers GET /api/redemptions with these limits; counts the calls. */
function serveLimits(limits: UsageLimitReached[]) {
  const calls = { count: 0 };
  apiServer.use(
    http.get("/api/redemptions", () => {
      calls.count += 1;
      return HttpResponse.json({ redemptions: [], limits });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.useRealTimers();
  await activateLocale("en", { remember: false });
});

describe("the ending marks", () => {
  it("count Dubai days to the offer's last day, and move on at Dubai midnight", () => {
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date", "setTimeout", "clearTimeout"] });
    renderGrid([
      endingOn(1, "2026-12-03"),
      endingOn(2, "2026-12-04"),
      endingOn(3, "2026-12-06"),
      endingOn(4, "2026-12-11"),
      card(5),
    ]);
    expect(marksOf("Offer 1")).toEqual(["Ends today"]);
    expect(marksOf("Offer 2")).toEqual(["Ends tomorrow"]);
    expect(marksOf("Offer 3")).toEqual(["Ends in 3 days"]);
    expect(marksOf("Offer 4")).toEqual([]); // eight days: not yet
    expect(marksOf("Offer 5")).toEqual([]);

    // Two minutes on, the tab still open: the same cards, a day further.
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(marksOf("Offer 1")).toEqual([]); // ended
    expect(marksOf("Offer 2")).toEqual(["Ends today"]);
    expect(marksOf("Offer 3")).toEqual(["Ends in 2 days"]);
    expect(marksOf("Offer 4")).toEqual(["Ends in 7 days"]);
  });

  it("are in Arabic on an Arabic page, plural by plural", async () => {
    await activateLocale("ar", { remember: false });
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date"] });
    renderGrid(
      [
        endingOn(1, "2026-12-03"),
        endingOn(2, "2026-12-04"),
        endingOn(3, "2026-12-05"),
        endingOn(4, "2026-12-06"),
      ],
      { locale: "ar" },
    );
    expect(marksOf("Offer 1")).toEqual(["ينتهي اليوم"]);
    expect(marksOf("Offer 2")).toEqual(["ينتهي غدًا"]);
    expect(marksOf("Offer 3")).toEqual(["ينتهي بعد يومين"]);
    expect(marksOf("Offer 4")).toEqual(["ينتهي بعد 3 أيام"]);
  });
});

describe("the unavailable mark", () => {
  it("shows on an offer whose codes ran out, beside its ending", () => {
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date"] });
    renderGrid([card(1, { outOfCodes: true }), { ...endingOn(2, "2026-12-04"), outOfCodes: true }, card(3)]);
    expect(marksOf("Offer 1")).toEqual(["Temporarily unavailable"]);
    expect(marksOf("Offer 2")).toEqual(["Temporarily unavailable", "Ends tomorrow"]);
    expect(marksOf("Offer 3")).toEqual([]);
  });
});

describe("the used marks", () => {
  const limits: UsageLimitReached[] = [
    { offerId: 1, nextEligibleAt: null }, // once per student
    { offerId: 2, nextEligibleAt: startOfDubaiDay("2026-12-04").toISOString() }, // once a day
    { offerId: 3, nextEligibleAt: startOfDubaiDay("2026-12-08").toISOString() }, // Tuesday
    { offerId: 4, nextEligibleAt: startOfDubaiDay("2026-12-20").toISOString() }, // beyond a week
    { offerId: 5, nextEligibleAt: startOfDubaiDay("2026-12-10").toISOString() }, // after it ends
    { offerId: 7, nextEligibleAt: startOfDubaiDay("2026-12-03").toISOString() }, // free again today
  ];
  const offers = [
    card(1),
    card(2),
    card(3),
    card(4),
    endingOn(5, "2026-12-05"),
    card(6, { outOfCodes: true }),
    card(7),
  ];

  it("say when the student may use the offer again, from one request for the whole page", async () => {
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date"] });
    const calls = serveLimits(limits);
    renderWithProviders(
      <>
        <OfferRows
          rows={[{ id: "featured", offers: offers.slice(0, 4) }]}
          locale="en"
          onOpen={() => undefined}
          studentId="student-1"
        />
        <OfferGrid offers={offers} locale="en" onOpen={() => undefined} studentId="student-1" />
      </>,
    );
    const grid = within(screen.getByTestId("offer-grid"));
    expect(await grid.findByText("Used — available again Tue")).toBeInTheDocument();
    expect(marksOf("Offer 1", grid)[0]).toBe("Used");
    expect(marksOf("Offer 2", grid)[0]).toBe("Used — available again tomorrow");
    expect(marksOf("Offer 3", grid)[0]).toBe("Used — available again Tue");
    expect(marksOf("Offer 4", grid)[0]).toBe("Used — available again 20 Dec");
    // It ends before the student may use it again: used, and no ending to count down.
    expect(marksOf("Offer 5", grid)).toEqual(["Used"]);
    expect(marksOf("Offer 6", grid)).toEqual(["Temporarily unavailable"]);
    expect(marksOf("Offer 7", grid)).toEqual([]);
    // A screen reader hears the whole day, not its short name.
    expect(grid.getByText("Used — available again Tue")).toHaveAttribute("aria-hidden", "true");
    expect(grid.getByText("Used — available again Tuesday 8 Dec")).toHaveClass("sr-only");
    // The rows above the grid carry the same marks, from the same answer.
    const featured = within(screen.getByRole("region", { name: "Featured" }));
    expect(featured.getByText("Used — available again Tue")).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it("are in Arabic on an Arabic page", async () => {
    await activateLocale("ar", { remember: false });
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date"] });
    serveLimits(limits);
    renderGrid(offers, { locale: "ar", studentId: "student-1" });
    await screen.findAllByText("تم الاستخدام");
    expect(marksOf("Offer 1")).toEqual(["تم الاستخدام"]);
    expect(marksOf("Offer 2")).toEqual(["تم الاستخدام — متاح مجددًا غدًا"]);
    expect(marksOf("Offer 3")).toEqual(["تم الاستخدام — متاح مجددًا يوم الثلاثاء"]);
    expect(marksOf("Offer 4")).toEqual(["تم الاستخدام — متاح مجددًا في 20 ديسمبر"]);
    expect(marksOf("Offer 6")).toEqual(["غير متاح مؤقتًا"]);
  });

  it("are not asked for when no student is signed in", () => {
    vi.useFakeTimers({ now: LAST_MINUTE, toFake: ["Date"] });
    renderGrid(offers);
    expect(marksOf("Offer 1")).toEqual([]);
    expect(marksOf("Offer 6")).toEqual(["Temporarily unavailable"]);
  });
});
