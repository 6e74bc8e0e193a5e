import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AdminOffersPage, AdminOfferSummary, FeaturedOffer } from "@studentperks/contracts/admin/offers";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { FeaturedEditor } from "./featured-editor.tsx";

const featured = (id: number, title: string, brandName: string): FeaturedOffer => ({
  id,
  title,
  brandName,
  status: "published",
  expiresAt: null,
  isExpired: false,
});

const published = (offer: FeaturedOffer): AdminOfferSummary => ({
  ...offer,
  offerType: "discount",
  startsAt: null,
  isScheduled: false,
  publishedAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  outOfCodes: false,
  codesTotal: 10,
  codesLeft: 10,
  redemptions: 0,
  views: 0,
});

const karak = featured(1, "Free karak", "Karak House");
const burger = featured(2, "Two for one burgers", "Grill Bros");
const gym = featured(3, "Half-price gym month", "Fit Hub");

/** The console's calls, answered with the contract's shapes; `saved` collects what Save sent. */
function serveFeatured(row: FeaturedOffer[], { refuseSave = false } = {}) {
  const saved: number[][] = [];
  apiServer.use(
    http.get("/api/admin/offers/featured", () => HttpResponse.json({ offers: row })),
    http.get("/api/admin/offers", () =>
      HttpResponse.json({
        offers: [karak, burger, gym].map(published),
        total: 3,
        page: 1,
        pageSize: 20,
      } satisfies AdminOffersPage),
    ),
    http.put("/api/admin/offers/featured", async ({ request }) => {
      const { offerIds } = (await request.json()) as { offerIds: number[] };
      saved.push(offerIds);
      if (refuseSave) {
        return HttpResponse.json(
          { message: "An offer can join the Featured row only while it is live.", code: "OFFER_NOT_LIVE" },
          { status: 409 },
        );
      }
      const byId = new Map([karak, burger, gym].map((offer) => [offer.id, offer]));
      return HttpResponse.json({ offers: offerIds.map((id) => byId.get(id)!) });
    }),
  );
  return saved;
}

const rowTitles = () =>
  within(screen.getByRole("list", { name: "Featured offers, in order" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the staff's Featured editor", () => {
  it("moves an offer with the keyboard, keeps the focus on it, says so, and saves the new order", async () => {
    const saved = serveFeatured([karak, burger]);
    const { user } = renderWithProviders(<FeaturedEditor />);

    const down = await screen.findByRole("button", { name: "Move Free karak down" });
    down.focus();
    await user.keyboard("{Enter}");

    expect(rowTitles()).toEqual(["Two for one burgers", "Free karak"]);
    // At the bottom, Down is disabled: the focus moved to the same offer's Up.
    expect(screen.getByRole("button", { name: "Move Free karak up" })).toHaveFocus();
    expect(screen.getByText("Free karak is now number 2 of 2.")).toBeInTheDocument();
    expect(screen.getByText("Unsaved changes: save to update the home page.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    // The saved row is the screen's now: nothing left unsaved.
    await waitFor(() =>
      expect(screen.queryByText("Unsaved changes: save to update the home page.")).not.toBeInTheDocument(),
    );
    expect(saved).toEqual([[2, 1]]);
    expect(rowTitles()).toEqual(["Two for one burgers", "Free karak"]);
  });

  it("adds a published offer from the picker and removes one, moving the focus to where the user was", async () => {
    serveFeatured([karak, burger]);
    const { user } = renderWithProviders(<FeaturedEditor />);

    const picker = await screen.findByRole("combobox", { name: "Add an offer" });
    // Once the published offers arrive, only the one not in the row yet is offered.
    await waitFor(() =>
      expect([...(picker as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
        "Choose a published offer",
        "Fit Hub: Half-price gym month",
      ]),
    );
    await user.selectOptions(picker, "Fit Hub: Half-price gym month");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(rowTitles()).toEqual(["Free karak", "Two for one burgers", "Half-price gym month"]);
    expect(screen.getByText("Half-price gym month added as number 3.")).toBeInTheDocument();
    expect(picker).toHaveFocus();
    expect(screen.getByText("Every published offer is featured already.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Free karak from Featured" }));
    expect(rowTitles()).toEqual(["Two for one burgers", "Half-price gym month"]);
    // The next offer took its place, and its Remove button the focus.
    expect(screen.getByRole("button", { name: "Remove Two for one burgers from Featured" })).toHaveFocus();
  });

  it("shows the server's refusal beside Save and keeps the unsaved row", async () => {
    serveFeatured([karak, burger], { refuseSave: true });
    const { user } = renderWithProviders(<FeaturedEditor />);

    await user.click(await screen.findByRole("button", { name: "Move Two for one burgers up" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An offer can join the Featured row only while it is live.",
    );
    expect(rowTitles()).toEqual(["Two for one burgers", "Free karak"]);
    expect(screen.getByText("Unsaved changes: save to update the home page.")).toBeInTheDocument();
  });
});
