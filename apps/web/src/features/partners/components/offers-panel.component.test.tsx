import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { PartnerOfferRow, PartnerOffers } from "@studentperks/contracts/partners";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { OffersPanel } from "./offers-panel.tsx";

const row = (overrides: Partial<PartnerOfferRow>): PartnerOfferRow => ({
  offerId: 1,
  title: "Free karak",
  titleAr: null,
  offerType: "discount",
  redemptionChannel: "in_store",
  state: "live",
  status: "published",
  startsOn: "2026-03-01",
  endsOn: "2026-06-30",
  codesLeft: 40,
  codesTotal: 100,
  change: null,
  ...overrides,
});

const live = row({});
const paused = row({
  offerId: 2,
  title: "Half-price pastries",
  state: "paused",
  codesLeft: null,
  codesTotal: null,
});
const waiting = row({
  offerId: null,
  title: "Student breakfast",
  state: "in_review",
  status: null,
  startsOn: null,
  endsOn: null,
  codesLeft: null,
  codesTotal: null,
  change: { id: 11, status: "submitted", reason: null, submittedAt: "2026-03-02T08:00:00.000Z" },
});
const returned = row({
  offerId: null,
  title: "Free cookie",
  state: "changes_requested",
  status: null,
  startsOn: null,
  endsOn: null,
  codesLeft: null,
  codesTotal: null,
  change: {
    id: 12,
    status: "returned",
    reason: "Please add the terms.",
    submittedAt: "2026-03-02T08:00:00.000Z",
  },
});
const ended = row({ offerId: 3, title: "Winter deal", state: "ended", endsOn: "2026-01-31", codesLeft: 0 });

function serveOffers(offers: PartnerOfferRow[]) {
  const calls: string[] = [];
  let current = offers;
  apiServer.use(
    http.get("/api/partners/offers", () => HttpResponse.json({ offers: current } satisfies PartnerOffers)),
    http.post("/api/partners/offers/:id/pause", ({ params }) => {
      calls.push(`pause ${String(params.id)}`);
      current = current.map((o) => (o.offerId === Number(params.id) ? { ...o, state: "paused" } : o));
      return HttpResponse.json(current.find((o) => o.offerId === Number(params.id)));
    }),
    http.post("/api/partners/offers/:id/codes", async ({ params, request }) => {
      const form = await request.formData();
      const file = form.get("file") as File;
      calls.push(`codes ${String(params.id)} ${(await file.text()).trim().split("\n").length}`);
      return HttpResponse.json({ added: 3, duplicatesIgnored: 1, total: 103, left: 43 });
    }),
  );
  return calls;
}

const rowOf = (title: string) => screen.getByRole("listitem", { name: title });

describe("the portal's offers", () => {
  it("shows each offer's state, period, codes left and the reviewer's reason", async () => {
    serveOffers([live, paused, waiting, returned, ended]);
    renderWithProviders(<OffersPanel canEdit />, { route: "/partners" });

    await screen.findByRole("listitem", { name: "Free karak" });
    expect(within(rowOf("Free karak")).getByText("Live")).toBeVisible();
    expect(within(rowOf("Free karak")).getByText("1 March 2026 – 30 June 2026")).toBeVisible();
    expect(within(rowOf("Free karak")).getByText("40 of 100 codes left")).toBeVisible();
    expect(within(rowOf("Half-price pastries")).getByText("Paused")).toBeVisible();
    expect(within(rowOf("Student breakfast")).getByText("Waiting for review")).toBeVisible();
    expect(within(rowOf("Student breakfast")).getByText("Not scheduled yet")).toBeVisible();
    expect(within(rowOf("Free cookie")).getByText("Changes requested")).toBeVisible();
    expect(within(rowOf("Free cookie")).getByText("Please add the terms.")).toBeVisible();
    expect(within(rowOf("Winter deal")).getByText("Ended")).toBeVisible();
    expect(within(rowOf("Winter deal")).getByText("0 of 100 codes left")).toBeVisible();
  });

  it("gives owners and editors the actions each state allows", async () => {
    serveOffers([live, paused, waiting, returned, ended]);
    renderWithProviders(<OffersPanel canEdit />, { route: "/partners" });
    await screen.findByRole("listitem", { name: "Free karak" });

    expect(screen.getByRole("button", { name: "Propose a new offer" })).toBeVisible();
    const actions = (title: string) =>
      within(rowOf(title))
        .queryAllByRole("button")
        .map((button) => button.textContent?.replace(`: ${title}`, ""));
    expect(actions("Free karak")).toEqual(["Propose a change", "Pause", "Upload codes"]);
    expect(actions("Half-price pastries")).toEqual(["Propose a change", "Resume", "Upload codes"]);
    expect(actions("Student breakfast")).toEqual(["Edit proposal"]);
    expect(actions("Free cookie")).toEqual(["Edit proposal"]);
    expect(actions("Winter deal")).toEqual(["Propose a change"]);
  });

  it("shows viewers the same offers without a single write button", async () => {
    serveOffers([live, paused, waiting, returned]);
    renderWithProviders(<OffersPanel canEdit={false} />, { route: "/partners" });
    await screen.findByRole("listitem", { name: "Free karak" });

    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(within(rowOf("Free cookie")).getByText("Please add the terms.")).toBeVisible();
  });

  it("pauses a live offer only after a confirmation, and shows it paused", async () => {
    const calls = serveOffers([live]);
    const { user } = renderWithProviders(<OffersPanel canEdit />, { route: "/partners" });
    await user.click(await screen.findByRole("button", { name: /^Pause\s*: Free karak$/ }));

    const dialog = await screen.findByRole("dialog", { name: "Pause Free karak?" });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Pause offer" }));

    expect(await within(rowOf("Free karak")).findByText("Paused")).toBeVisible();
    expect(calls).toEqual(["pause 1"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("uploads a CSV of codes and says what was added, ignored and is left", async () => {
    const calls = serveOffers([live]);
    const { user } = renderWithProviders(<OffersPanel canEdit />, { route: "/partners" });
    await user.click(await screen.findByRole("button", { name: /^Upload codes\s*: Free karak$/ }));

    const dialog = await screen.findByRole("dialog", { name: "Upload codes" });
    const file = new File(["code\nA1\nA2\nA3\nA1\n"], "codes.csv", { type: "text/csv" });
    await user.upload(within(dialog).getByLabelText("CSV file of codes"), file);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(
      await within(dialog).findByText("3 added, 1 duplicates ignored. 43 of 103 codes left."),
    ).toBeVisible();
    expect(calls).toEqual(["codes 1 5"]);
  });

  it("opens the proposal form with the open proposal's fields", async () => {
    serveOffers([returned]);
    apiServer.use(
      http.get("/api/partners/proposals/12", () =>
        HttpResponse.json({
          row: returned,
          live: null,
          proposed: {
            title: "Free cookie",
            description: "A cookie with any drink",
            businessCategory: "other",
            offerType: "discount",
            discountType: "other",
            discountRedemptionGuide: [{ step: 1, instruction: "Show your card" }],
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<OffersPanel canEdit />, { route: "/partners" });
    await user.click(await screen.findByRole("button", { name: /^Edit proposal\s*: Free cookie$/ }));

    expect(await screen.findByRole("heading", { name: "Edit your proposal" })).toBeVisible();
    expect(screen.getByLabelText("Offer Title")).toHaveValue("Free cookie");
    expect(screen.getByLabelText("Offer Description")).toHaveValue("A cookie with any drink");
    expect(screen.getByLabelText("Step 1 instruction")).toHaveValue("Show your card");
    expect(screen.getByText("Please add the terms.")).toBeVisible();
  });
});
