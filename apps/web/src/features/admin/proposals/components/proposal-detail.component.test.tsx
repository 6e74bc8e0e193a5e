import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { FIELD_ORDER } from "../lib/field-rows.ts";
import { ProposalDetailScreen } from "./proposal-detail.tsx";

const live = {
  title: "20% off every coffee",
  description: "Any coffee, any size.",
  businessCategory: "Retail",
  coverUrl: "/uploads/covers/11-1200.webp",
  websiteUrl: "https://beans.example",
  redemptionChannel: "online",
  offerType: "discount",
  discountType: "percentage",
  discountValue: 20,
  code: "BEANS20",
  referralLink: null,
  usageLimit: "once",
  expiresOn: null,
  discountRedemptionGuide: [{ step: 1, instruction: "Show the code at checkout" }],
  generalInfo: null,
  termsAndConditions: "One per student.",
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: [],
  termsAndConditionsAr: null,
};

const change = (overrides: Partial<OfferChangeDetail> = {}): OfferChangeDetail => ({
  id: 7,
  status: "submitted",
  brandName: "E2E Beans",
  brandSlug: "e2e-beans",
  kind: "change",
  offerId: 42,
  title: "25% off every coffee",
  submittedBy: "Mona Saleh",
  submittedAt: "2026-11-28T08:00:00.000Z",
  before: live,
  after: {
    ...live,
    title: "25% off every coffee",
    discountValue: 25,
    coverUrl: "/uploads/covers/12-1200.webp",
    titleAr: "خصم ٢٥٪ على كل قهوة",
  },
  changed: ["title", "discountValue", "coverUrl", "titleAr"],
  reason: null,
  ...overrides,
});

/** The proposal as the server has it; `decided` collects the decisions sent. */
function serveProposal(initial: OfferChangeDetail, { refuseApproval = false } = {}) {
  let current = initial;
  const decided: Array<{ action: string; body?: unknown }> = [];
  apiServer.use(
    http.get("/api/admin/offer-changes/:id", () => HttpResponse.json(current)),
    http.post("/api/admin/offer-changes/:id/approve", () => {
      decided.push({ action: "approve" });
      if (refuseApproval) {
        return HttpResponse.json(
          { message: "This proposal was withdrawn by the brand.", code: "CONFLICT" },
          { status: 409 },
        );
      }
      current = { ...current, status: "approved", offerId: current.offerId ?? 99 };
      return HttpResponse.json({ offerId: current.offerId });
    }),
    http.post("/api/admin/offer-changes/:id/return", async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      decided.push({ action: "return", body });
      current = { ...current, status: "returned", reason: body.reason };
      return HttpResponse.json({ message: "Sent back" });
    }),
  );
  return decided;
}

const table = () => screen.getByRole("table", { name: "Before and after" });
const rowOf = (label: string) =>
  within(table())
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader")?.textContent?.startsWith(label))!;

describe("a proposal's side-by-side", () => {
  it("shows every field before and after, the changed ones marked in words", async () => {
    serveProposal(change());
    renderWithProviders(<ProposalDetailScreen id="7" />);

    await screen.findByRole("heading", { level: 1, name: "25% off every coffee" });
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Field", "Live now", "Proposed"]);
    // One row per field of the offer.
    expect(within(table()).getAllByRole("rowheader")).toHaveLength(FIELD_ORDER.length);
    expect(screen.getByText(/4 fields changed:/)).toHaveTextContent(
      "4 fields changed: Title, Cover image, Discount value, Title in Arabic",
    );

    const title = rowOf("Title");
    expect(within(title).getByText("Changed")).toBeInTheDocument();
    expect(within(title).getByText("20% off every coffee")).toBeInTheDocument();
    expect(within(title).getByText("25% off every coffee")).toBeInTheDocument();

    const description = rowOf("Description");
    expect(within(description).queryByText("Changed")).not.toBeInTheDocument();
    expect(within(description).getAllByText("Any coffee, any size.")).toHaveLength(2);

    // Covers shown small (the 400 px file), each named by its column.
    const cover = rowOf("Cover image");
    expect(within(cover).getByText("Changed")).toBeInTheDocument();
    expect(within(cover).getByRole("img", { name: "Cover image, live now" })).toHaveAttribute(
      "src",
      "/uploads/covers/11-400.webp",
    );
    expect(within(cover).getByRole("img", { name: "Cover image, proposed" })).toHaveAttribute(
      "src",
      "/uploads/covers/12-400.webp",
    );

    // Values read as words, and what was not given says so.
    expect(within(rowOf("Discount type")).getAllByText("Percentage")).toHaveLength(2);
    expect(within(rowOf("Title in Arabic")).getByText("Not given")).toBeInTheDocument();
    expect(within(rowOf("Title in Arabic")).getByText("خصم ٢٥٪ على كل قهوة")).toHaveAttribute("dir", "rtl");
    expect(within(rowOf("Last day")).getAllByText("Does not expire")).toHaveLength(2);
  });

  it("shows a new offer as it would be, with nothing live beside it", async () => {
    serveProposal(change({ kind: "new", offerId: null, before: null, changed: [] }));
    renderWithProviders(<ProposalDetailScreen id="7" />);

    const heading = await screen.findByRole("heading", { name: "The proposed offer" });
    expect(heading).toBeInTheDocument();
    const newTable = screen.getByRole("table", { name: "The proposed offer" });
    expect(
      within(newTable)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Field", "Proposed"]);
    expect(within(newTable).queryByText("Changed")).not.toBeInTheDocument();
    expect(screen.getByText("New offer from E2E Beans", { exact: false })).toBeInTheDocument();
  });
});

describe("deciding a proposal", () => {
  it("approves after a confirmation and links to the live offer", async () => {
    const decided = serveProposal(change());
    const { user } = renderWithProviders(<ProposalDetailScreen id="7" />);

    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve 25% off every coffee?" });
    expect(within(dialog).getByText("The live offer changes for students now.")).toBeInTheDocument();
    // Nothing is decided by opening the dialog.
    expect(decided).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Approve and publish" }));

    const open = await screen.findByRole("link", { name: "Open the offer" });
    expect(open).toHaveAttribute("href", "/admin/offers/42");
    expect(screen.getByRole("status")).toHaveTextContent("Approved: the offer is live.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(decided).toEqual([{ action: "approve" }]);
    // The page follows the server: the proposal is approved.
    await waitFor(() => expect(screen.getByText("Approved", { selector: "span" })).toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and decides nothing else", async () => {
    const decided = serveProposal(change(), { refuseApproval: true });
    const { user } = renderWithProviders(<ProposalDetailScreen id="7" />);

    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Approve and publish" }));
    expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent(
      "This proposal was withdrawn by the brand.",
    );
    expect(screen.queryByRole("link", { name: "Open the offer" })).not.toBeInTheDocument();
    expect(decided).toEqual([{ action: "approve" }]);
  });

  it("sends it back only with a reason of at most 500 characters, and shows the reason after", async () => {
    const decided = serveProposal(change());
    const { user } = renderWithProviders(<ProposalDetailScreen id="7" />);

    await user.click(await screen.findByRole("button", { name: "Send back" }));
    const dialog = screen.getByRole("dialog", { name: "Send 25% off every coffee back to E2E Beans" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason (sent to the brand by e-mail)" });
    const submit = within(dialog).getByRole("button", { name: "Send back" });

    await user.click(submit);
    expect(await within(dialog).findByText("Please give a reason.")).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");

    await user.click(reason);
    await user.paste("x".repeat(501));
    await user.click(submit);
    expect(
      await within(dialog).findByText("Please keep the reason under 500 characters."),
    ).toBeInTheDocument();
    expect(decided).toEqual([]);

    await user.clear(reason);
    await user.type(reason, "The cover shows a different brand's cup.");
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(decided).toEqual([
      { action: "return", body: { reason: "The cover shows a different brand's cup." } },
    ]);
    expect(await screen.findByText("The cover shows a different brand's cup.")).toBeInTheDocument();
    expect(screen.getByText("Sent back to the brand.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});
