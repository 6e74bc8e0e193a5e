import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { PartnerMeasures, PartnerResults } from "@studentperks/contracts/partners";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { ResultsPanel } from "./results-panel.tsx";

const zero: PartnerMeasures = {
  views: 0,
  copies: 0,
  referralClicks: 0,
  redemptions: 0,
  favourites: 0,
  cardShows: 0,
};

const results: PartnerResults = {
  from: "2026-03-01",
  to: "2026-03-03",
  totals: { ...zero, views: 12, copies: 5, redemptions: 4, favourites: 2 },
  offers: [
    {
      ...zero,
      offerId: 1,
      title: "Free karak",
      titleAr: "كرك مجاني",
      views: 9,
      copies: 4,
      redemptions: 3,
      favourites: 2,
    },
    { ...zero, offerId: 2, title: "Half-price pastries", titleAr: null, views: 3, copies: 1, redemptions: 1 },
  ],
  days: [
    { ...zero, day: "2026-03-01", views: 2, redemptions: 1 },
    { ...zero, day: "2026-03-02", views: 7, redemptions: 2 },
    { ...zero, day: "2026-03-03", views: 3, redemptions: 1 },
  ],
};

function serveResults() {
  const asked: string[] = [];
  apiServer.use(
    http.get("/api/partners/results", ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(results);
    }),
  );
  return asked;
}

describe("the portal's results", () => {
  it("asks for the address's period and shows totals, a described chart, a table per offer and the CSV", async () => {
    const asked = serveResults();
    renderWithProviders(<ResultsPanel />, { route: "/partners?tab=results&from=2026-03-01&to=2026-03-03" });

    expect(await screen.findByText("1 March 2026 to 3 March 2026")).toBeVisible();
    expect(asked).toEqual(["?from=2026-03-01&to=2026-03-03"]);

    const totals = screen.getAllByRole("definition").map((dd) => dd.textContent);
    expect(totals).toEqual(["12", "5", "0", "4", "2"]);
    // No in-store activity: the card shows' count is left out.
    expect(screen.queryByText("In-store card shows")).not.toBeInTheDocument();

    expect(
      screen.getByRole("img", {
        name: "Views from 1 March 2026 to 3 March 2026: 12 in all; the busiest day was 2 March 2026 with 7.",
      }),
    ).toBeVisible();

    const table = screen.getByRole("region", { name: "Per offer" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows[1]).toBe("Free karak94032");
    expect(rows[2]).toBe("Half-price pastries31010");

    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/partners/results.csv?from=2026-03-01&to=2026-03-03",
    );
  });

  it("switches the chart's measure, and keeps the figures in a table", async () => {
    serveResults();
    const { user } = renderWithProviders(<ResultsPanel />, {
      route: "/partners?tab=results&from=2026-03-01&to=2026-03-03",
    });
    const redemptions = await screen.findByRole("button", { name: "Redemptions" });
    await user.click(redemptions);

    expect(redemptions).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByRole("img", {
        name: "Redemptions from 1 March 2026 to 3 March 2026: 4 in all; the busiest day was 2 March 2026 with 2.",
      }),
    ).toBeVisible();
    const byDay = screen.getByRole("table", { name: "Redemptions by day" });
    expect(
      within(byDay)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["DayRedemptions", "1 March 20261", "2 March 20262", "3 March 20261"]);
  });

  it("refuses a period that ends before it starts, under the day, without asking the server", async () => {
    const asked = serveResults();
    const { user } = renderWithProviders(<ResultsPanel />, {
      route: "/partners?tab=results&from=2026-03-01&to=2026-03-03",
    });
    await screen.findByText("1 March 2026 to 3 March 2026");
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2026-03-10");
    await user.click(screen.getByRole("button", { name: "Show" }));

    expect(await screen.findByText(/before|after|order/i)).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});
