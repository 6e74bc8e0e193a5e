import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import type { MyRedemption } from "@studentperks/contracts/redemption";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import OfferModal from "./offer-modal.tsx";

const offer: PublicOffer = {
  id: 7,
  title: "20% off every order",
  description: "A fifth off your order, in the shop or online.",
  businessDescription: "Coffee roasted in Dubai.",
  brandName: "Bean Lab",
  brandSlug: "bean-lab",
  businessName: "Bean Lab LLC",
  businessCategory: "food",
  logoUrl: null,
  coverUrl: null,
  websiteUrl: null,
  offerType: "discount",
  redemptionChannel: "online",
  discountType: "percentage",
  discountValue: 20,
  expiresAt: null,
  discountRedemptionGuide: null,
  generalInfo: null,
  termsAndConditions: "One code per student.",
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: null,
  termsAndConditionsAr: null,
};

const verifiedStudent: Viewer = {
  isLoading: false,
  isAuthenticated: true,
  isStudent: true,
  isStaff: false,
  isVerifiedStudent: true,
  userId: "student-1",
};

/** The calls the dialog makes for a verified student: opening is counted, earlier codes looked up. */
function serveOffer(redeem: () => Response, earlier: MyRedemption[] = []) {
  apiServer.use(
    http.post("/api/analytics", () => new HttpResponse(null, { status: 204 })),
    http.get("/api/redemptions", () => HttpResponse.json({ redemptions: earlier })),
    http.post("/api/offers/:id/redeem", redeem),
  );
}

function openOffer(shown: PublicOffer = offer, viewer: Viewer = verifiedStudent) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <OfferModal
      offer={shown}
      locale="en"
      viewer={viewer}
      isSaved={false}
      onToggleSave={() => undefined}
      onClose={onClose}
      onReturnFocus={() => undefined}
    />,
  );
  return { ...rendered, onClose, dialog: screen.getByRole("dialog", { name: "20% off every order" }) };
}

describe("the offer dialog", () => {
  it("gives a verified student the code on Redeem Now, and puts the focus on it", async () => {
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821" }));
    const { user, dialog } = openOffer();

    await user.click(await within(dialog).findByRole("button", { name: "Redeem Now" }));

    const code = await within(dialog).findByText("BEAN-4821");
    expect(within(dialog).getByText("Your Discount Code")).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: "Copy Code" })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and offers Redeem Now again", async () => {
    serveOffer(() =>
      HttpResponse.json(
        {
          message: "All codes for this offer have been claimed. Please check back soon.",
          code: "NO_CODES_LEFT",
        },
        { status: 409 },
      ),
    );
    const { user, dialog } = openOffer();

    await user.click(await within(dialog).findByRole("button", { name: "Redeem Now" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "All codes for this offer have been claimed. Please check back soon.",
    );
    expect(within(dialog).getByRole("button", { name: "Redeem Now" })).toBeEnabled();
  });

  it("shows a code given earlier at once, without a second Redeem Now", async () => {
    serveOffer(
      () => HttpResponse.json({ code: "NEW-CODE" }),
      [
        {
          offerId: 7,
          title: offer.title,
          titleAr: null,
          brandName: offer.brandName,
          kind: "code",
          value: "BEAN-0001",
          at: "2026-11-01T10:00:00.000Z",
        },
      ],
    );
    const { dialog } = openOffer();

    expect(await within(dialog).findByText("BEAN-0001")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
  });

  describe("an offer used in store (issue 35)", () => {
    const inStore = { ...offer, redemptionChannel: "in_store" } satisfies PublicOffer;

    it("gives a verified student the card instead of a code", async () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821" }));
      const { dialog } = openOffer(inStore);

      expect(within(dialog).getByText("Show your StudentPerks card at the till")).toBeInTheDocument();
      expect(within(dialog).getByRole("link", { name: "Show my card" })).toHaveAttribute(
        "href",
        "/card?offer=7",
      );
      expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
    });

    it("gives the card beside the code when the offer is used both ways", async () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821" }));
      const { dialog } = openOffer({ ...offer, redemptionChannel: "both" });

      expect(await within(dialog).findByRole("button", { name: "Redeem Now" })).toBeInTheDocument();
      expect(within(dialog).getByRole("link", { name: "Show my card" })).toHaveAttribute(
        "href",
        "/card?offer=7",
      );
    });

    it("asks a visitor to sign in and a student to verify first, as for a code", () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821" }));
      const visitor = { ...verifiedStudent, isAuthenticated: false, isStudent: false, userId: null };
      const first = openOffer(inStore, { ...visitor, isVerifiedStudent: false });
      expect(within(first.dialog).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
      expect(within(first.dialog).queryByRole("link", { name: "Show my card" })).not.toBeInTheDocument();
      first.unmount();

      const unverified = openOffer(inStore, { ...verifiedStudent, isVerifiedStudent: false });
      expect(within(unverified.dialog).getByRole("link", { name: "Verify Account" })).toHaveAttribute(
        "href",
        "/student-verification",
      );
      expect(within(unverified.dialog).queryByRole("link", { name: "Show my card" })).not.toBeInTheDocument();
    });
  });

  it("moves between its tabs with the arrow keys and closes on Escape", async () => {
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821" }));
    const { user, dialog, onClose } = openOffer();

    const details = within(dialog).getByRole("tab", { name: "Details" });
    expect(details).toHaveAttribute("aria-selected", "true");
    details.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");

    const terms = within(dialog).getByRole("tab", { name: "T&C's" });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByText("One code per student.")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });
});
