import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { OfferEditor } from "./offer-editor.tsx";

describe("the proposal form", () => {
  it("says the server's refusals next to the fields they name, and focuses the first", async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post("/api/partners/offers", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: "Please correct the highlighted fields",
            code: "INVALID_FIELDS",
            issues: [{ path: "termsAndConditions", message: "Add the terms students must follow" }],
          },
          { status: 400 },
        );
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<OfferEditor target={{ kind: "new" }} onClose={onClose} />);

    await user.type(screen.getByLabelText("Offer Title", { exact: true }), "Free cookie");
    await user.type(screen.getByLabelText("Offer Description", { exact: true }), "With any coffee");
    await user.selectOptions(screen.getByLabelText("Brand Category"), "other");
    await user.selectOptions(screen.getByLabelText("Discount Type"), "percentage");
    await user.type(screen.getByLabelText("Discount Value"), "15");
    await user.type(screen.getByLabelText("Step 1 instruction"), "Show the code");
    await user.click(screen.getByRole("button", { name: "Send for review" }));

    const terms = screen.getByLabelText("Terms and Conditions", { exact: true });
    expect(await screen.findByText("Add the terms students must follow")).toBeVisible();
    expect(terms).toHaveAttribute("aria-invalid", "true");
    expect(terms).toHaveFocus();
    expect(screen.getByRole("alert", { name: "" })).toHaveTextContent(
      "Please correct the fields marked above.",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: "Free cookie",
      businessCategory: "other",
      offerType: "discount",
      discountType: "percentage",
      discountValue: 15,
      discountRedemptionGuide: [{ step: 1, instruction: "Show the code" }],
    });
  });

  it("checks the contract's rules before sending: a referral needs its link", async () => {
    const { user } = renderWithProviders(<OfferEditor target={{ kind: "new" }} onClose={() => undefined} />);
    await user.type(screen.getByLabelText("Offer Title", { exact: true }), "Study bundle");
    await user.type(screen.getByLabelText("Offer Description", { exact: true }), "Books and coffee");
    await user.selectOptions(screen.getByLabelText("Brand Category"), "other");
    await user.selectOptions(screen.getByLabelText("Offer Type"), "referral");
    await user.click(screen.getByRole("button", { name: "Send for review" }));

    expect(await screen.findByLabelText("Referral Link")).toHaveAttribute("aria-invalid", "true");
  });
});
