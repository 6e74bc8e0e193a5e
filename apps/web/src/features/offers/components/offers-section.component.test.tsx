// The home page's catalogue against the server's pages (issue 34): the grid shows what a page holds
// and Show more fetches the next by its cursor; a search, a chip and a sort are asked of the server;
// an opened offer's texts are fetched when it opens. The server is MSW, answering from a list.
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CataloguePage, CatalogueFront, OfferCard } from "@studentperks/contracts/catalogue-page";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import type { Viewer } from "../lib/viewer.ts";
import type * as OfferCardModule from "./offer-card.tsx";
import { OffersSection } from "./offers-section.tsx";

// Counts every render of a card: a keystroke on a phone must not redraw cards that did not change.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./offer-card.tsx", async (importOriginal) => {
  const actual = await importOriginal<typeof OfferCardModule>();
  return {
    ...actual,
    OfferCard: (props: Parameters<typeof actual.OfferCard>[0]) => {
      cardRenders.count += 1;
      return actual.OfferCard(props);
    },
  };
});

/** The address's query string, shown beside the section under test. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const visitor: Viewer = {
  isLoading: false,
  isAuthenticated: false,
  isStudent: false,
  isStaff: false,
  isVerifiedStudent: false,
  userId: null,
};

const card = (id: number, title = `Offer ${id}`, extra: Partial<OfferCard> = {}): OfferCard => ({
  id,
  title,
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
  redemptionChannel: "online",
  usageLimit: "once",
  outOfCodes: false,
  discountType: "percentage",
  discountValue: 10,
  expiresAt: null,
  ...extra,
});

const catalogue = Array.from({ length: 30 }, (_, i) => card(i + 1));
const noFront: CatalogueFront = { rows: [], collage: [], brands: [] };

/** Serves pages of 24 from `offers` (the cursor is the index to go on from); records every query. */
function serveCatalogue(offers: OfferCard[], front: CatalogueFront = noFront) {
  const asked: URLSearchParams[] = [];
  apiServer.use(
    http.get("/api/catalogue/front", () => HttpResponse.json(front)),
    http.get("/api/catalogue", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const q = params.get("q")?.toLowerCase() ?? "";
      const inStore = params.get("where") === "in-store";
      const matching = offers.filter(
        (offer) =>
          offer.title.toLowerCase().includes(q) && (!inStore || offer.redemptionChannel !== "online"),
      );
      const start = Number(params.get("cursor") ?? 0);
      const page: CataloguePage = {
        offers: matching.slice(start, start + 24),
        total: matching.length,
        nextCursor: start + 24 < matching.length ? String(start + 24) : null,
      };
      return HttpResponse.json(page);
    }),
  );
  return asked;
}

const grid = () => screen.getByTestId("offer-grid");
const cardTitles = () =>
  within(grid())
    .getAllByRole("button")
    .filter((button) => button.hasAttribute("data-open-offer"))
    .map((button) => button.textContent);

describe("the home page's catalogue", () => {
  it("shows the first page, and Show more adds the next one from its cursor", async () => {
    const asked = serveCatalogue(catalogue);
    const { user } = renderWithProviders(<OffersSection viewer={visitor} locale="en" />);
    expect(await screen.findByText("Showing 24 of 30 offers")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Showing 30 of 30 offers")).toBeInTheDocument();
    expect(cardTitles().slice(24)).toEqual([
      "Offer 25",
      "Offer 26",
      "Offer 27",
      "Offer 28",
      "Offer 29",
      "Offer 30",
    ]);
    expect(asked.map((params) => params.get("cursor"))).toEqual([null, "24"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    // The reader goes on from the first new card.
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-open-offer", "25"));
  });

  it("asks the server for a search, a category and a sort", async () => {
    const asked = serveCatalogue([...catalogue, card(31, "Karak for two")]);
    const { user } = renderWithProviders(<OffersSection viewer={visitor} locale="en" />);
    await screen.findByText("Showing 24 of 31 offers");

    await user.type(screen.getByRole("searchbox", { name: "Search offers" }), "karak");
    await waitFor(() => expect(cardTitles()).toEqual(["Karak for two"]));
    expect(asked.at(-1)!.get("q")).toBe("karak");

    await user.clear(screen.getByRole("searchbox", { name: "Search offers" }));
    await user.click(screen.getByRole("button", { name: "Food & Drink" }));
    await waitFor(() => expect(asked.at(-1)!.get("category")).toBe("food"));
    expect(asked.at(-1)!.get("q")).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Biggest discount");
    // (Each step starts from window.location, which a memory router leaves alone: one step is checked.)
    await waitFor(() => expect(asked.at(-1)!.get("sort")).toBe("discount"));
  });

  it("marks the cards used in store, and In store asks the server for only those (issue 35)", async () => {
    const asked = serveCatalogue(
      [
        card(31, "Falafel at the till", { redemptionChannel: "in_store" }),
        card(32, "Karak both ways", { redemptionChannel: "both" }),
        ...catalogue,
      ],
      {
        rows: [{ id: "new", offers: [card(101), card(102), card(103), card(104)] }],
        collage: [],
        brands: [],
      },
    );
    const { user } = renderWithProviders(
      <>
        <OffersSection viewer={visitor} locale="en" />
        <Address />
      </>,
    );
    await screen.findByText("Showing 24 of 32 offers");
    const marked = () =>
      within(grid())
        .getAllByText("In store")
        .map((mark) => within(mark.closest("article")!).getByRole("heading").textContent);
    expect(marked()).toEqual(["Falafel at the till", "Karak both ways"]);
    expect(screen.getByTestId("offer-rows")).toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "In store" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    await screen.findByText("Showing 2 of 2 offers");
    expect(asked.at(-1)!.get("where")).toBe("in-store");
    expect(screen.getByTestId("address")).toHaveTextContent("?where=in-store");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(cardTitles()).toEqual(["Falafel at the till", "Karak both ways"]);
    // The rows are the shop window of everything: a filter hides them.
    expect(screen.queryByTestId("offer-rows")).not.toBeInTheDocument();
  });

  it("reads In store from the address", async () => {
    const asked = serveCatalogue([
      card(31, "Falafel at the till", { redemptionChannel: "in_store" }),
      ...catalogue,
    ]);
    renderWithProviders(<OffersSection viewer={visitor} locale="en" />, { route: "/?where=in-store" });
    await screen.findByText("Showing 1 of 1 offer");
    expect(asked.at(-1)!.get("where")).toBe("in-store");
    expect(screen.getByRole("button", { name: "In store" })).toHaveAttribute("aria-pressed", "true");
  });

  it("redraws no card while a search is typed whose answers hold only cards already shown", async () => {
    serveCatalogue(catalogue);
    const { user } = renderWithProviders(
      <>
        <OffersSection viewer={visitor} locale="en" />
        <Address />
      </>,
    );
    await screen.findByText("Showing 24 of 30 offers");
    const cardOf = (title: string) => within(grid()).getByRole("button", { name: title }).closest("article");
    const first = cardOf("Offer 1");
    cardRenders.count = 0;

    // "o" … "offer " match all 30 (the same first page); "offer 1" matches Offer 1 and 10 to 19.
    await user.type(screen.getByRole("searchbox", { name: "Search offers" }), "offer 1");
    await screen.findByText("Showing 11 of 11 offers");
    // The search reaches the address after a pause: a new address redraws no card either.
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("q=offer+1"));
    expect(cardOf("Offer 1")).toBe(first);
    expect(cardRenders.count).toBe(0);
  });

  it("shows the server's rows above the grid while nothing is searched", async () => {
    serveCatalogue(catalogue, {
      rows: [{ id: "featured", offers: [card(101, "Picked 1"), card(102), card(103), card(104)] }],
      collage: [],
      brands: [],
    });
    const { user } = renderWithProviders(<OffersSection viewer={visitor} locale="en" />);
    const rows = await screen.findByTestId("offer-rows");
    expect(within(rows).getByRole("button", { name: "Picked 1" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search offers" }), "offer 3");
    await waitFor(() => expect(screen.queryByTestId("offer-rows")).not.toBeInTheDocument());
  });

  it("fetches an opened offer's texts when it opens", async () => {
    serveCatalogue(catalogue);
    const details: PublicOffer = {
      ...card(3),
      businessDescription: null,
      businessName: "Brand 3 LLC",
      websiteUrl: null,
      discountRedemptionGuide: null,
      generalInfo: null,
      termsAndConditions: "Terms only the dialog shows.",
      discountRedemptionGuideAr: null,
      termsAndConditionsAr: null,
    };
    const opened: string[] = [];
    apiServer.use(
      http.get("/api/offers/:id", ({ params }) => {
        opened.push(String(params.id));
        return params.id === "3"
          ? HttpResponse.json(details)
          : HttpResponse.json({ message: "Offer not found", code: "OFFER_NOT_FOUND" }, { status: 404 });
      }),
      http.post("/api/analytics", () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderWithProviders(<OffersSection viewer={visitor} locale="en" />);
    await user.click(await screen.findByRole("button", { name: "Offer 3" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Offer 3" })).toBeInTheDocument();
    expect(opened).toEqual(["3"]);
  });

  it("opens nothing for an offer the catalogue no longer shows", async () => {
    serveCatalogue(catalogue);
    let asked = false;
    apiServer.use(
      http.get("/api/offers/:id", () => {
        asked = true;
        return HttpResponse.json({ message: "Offer not found", code: "OFFER_NOT_FOUND" }, { status: 404 });
      }),
    );
    renderWithProviders(<OffersSection viewer={visitor} locale="en" />, { route: "/?offer=999" });
    await screen.findByText("Showing 24 of 30 offers");
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
