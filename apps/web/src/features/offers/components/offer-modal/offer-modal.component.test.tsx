import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import type { MyRedemption, UsageLimitReached } from "@studentperks/contracts/redemption";
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
  brandColour: null,
  websiteUrl: null,
  offerType: "discount",
  redemptionChannel: "online",
  usageLimit: "once",
  outOfCodes: false,
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

/**
 * The calls the dialog makes for a verified student: opening is counted, earlier codes looked up (the
 * `mine` the test may change as the server would), a code asked for.
 */
function serveOffer(redeem: () => Response, earlier: MyRedemption[] = [], limits: UsageLimitReached[] = []) {
  const mine = { redemptions: earlier, limits };
  apiServer.use(
    http.post("/api/analytics", () => new HttpResponse(null, { status: 204 })),
    http.get("/api/redemptions", () => HttpResponse.json(mine)),
    http.post("/api/offers/:id/redeem", redeem),
  );
  return mine;
}

const given = (value: string, extra: Partial<MyRedemption> = {}): MyRedemption => ({
  offerId: 7,
  title: offer.title,
  titleAr: null,
  brandName: offer.brandName,
  kind: "code",
  value,
  at: "2026-12-03T10:00:00.000Z",
  id: 41,
  reportedAt: null,
  replacesId: null,
  ...extra,
});

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
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
    const { user, dialog } = openOffer();

    await user.click(await within(dialog).findByRole("button", { name: "Redeem Now" }));

    const code = await within(dialog).findByText("BEAN-4821");
    expect(within(dialog).getByText("Your Discount Code")).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: "Copy Code" })).toBeInTheDocument();
  });

  it("shows an offer whose codes ran out as temporarily unavailable, with no failure toast", async () => {
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

    expect(
      await within(dialog).findByRole("heading", { name: "Temporarily unavailable" }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("All codes for this offer have been claimed. Please check back soon."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
    expect(screen.queryByText("Redeem Failed")).not.toBeInTheDocument();
  });

  it("says so at once for an offer the catalogue already marks as out of codes", async () => {
    serveOffer(() => HttpResponse.json({ code: "NEVER", nextEligibleAt: null }));
    const { dialog } = openOffer({ ...offer, outOfCodes: true });
    expect(
      await within(dialog).findByRole("heading", { name: "Temporarily unavailable" }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
  });

  it("tells the rule before a use, and the day of the next one after it, in Dubai time", async () => {
    const mine = serveOffer(() => {
      mine.redemptions = [given("WEEK-1")];
      mine.limits = [{ offerId: 7, nextEligibleAt: "2026-12-10T20:00:00.000Z" }];
      return HttpResponse.json({ code: "WEEK-1", nextEligibleAt: "2026-12-10T20:00:00.000Z" });
    });
    const { user, dialog } = openOffer({ ...offer, usageLimit: "per_7_days" });

    expect(await within(dialog).findByText("You can use this once every 7 days.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Redeem Now" }));

    expect(await within(dialog).findByText("WEEK-1")).toBeInTheDocument();
    expect(
      await within(dialog).findByText("You can use this once every 7 days — next from Friday 11 Dec"),
    ).toBeInTheDocument();
  });

  it("shows the code of another tab's use when the server answers LIMIT_REACHED", async () => {
    const mine = serveOffer(() => {
      mine.redemptions = [given("DAY-3")];
      mine.limits = [{ offerId: 7, nextEligibleAt: "2026-12-03T20:00:00.000Z" }];
      return HttpResponse.json(
        {
          code: "LIMIT_REACHED",
          message: "You have used this offer.",
          nextEligibleAt: "2026-12-03T20:00:00.000Z",
        },
        { status: 409 },
      );
    });
    const { user, dialog } = openOffer({ ...offer, usageLimit: "per_day" });
    await user.click(await within(dialog).findByRole("button", { name: "Redeem Now" }));

    expect(await within(dialog).findByText("DAY-3")).toBeInTheDocument();
    expect(
      within(dialog).getByText("You can use this once a day — next from Friday 4 Dec"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Redeem Failed")).not.toBeInTheDocument();
  });

  it("shows an ended offer and an expired verification as states, the latter with the way back", async () => {
    serveOffer(() =>
      HttpResponse.json({ code: "OFFER_ENDED", message: "This offer has ended." }, { status: 410 }),
    );
    const ended = openOffer();
    await ended.user.click(await within(ended.dialog).findByRole("button", { name: "Redeem Now" }));
    expect(
      await within(ended.dialog).findByRole("heading", { name: "This offer has ended" }),
    ).toBeInTheDocument();
    ended.unmount();

    serveOffer(() =>
      HttpResponse.json(
        { code: "VERIFICATION_EXPIRED", message: "Your student verification has expired." },
        { status: 403 },
      ),
    );
    const expired = openOffer();
    await expired.user.click(await within(expired.dialog).findByRole("button", { name: "Redeem Now" }));
    expect(await within(expired.dialog).findByRole("link", { name: "Verify again" })).toHaveAttribute(
      "href",
      "/student-verification",
    );
  });

  it("reports a code that did not work and shows the replacement with the server's words", async () => {
    const mine = serveOffer(
      () => HttpResponse.json({}),
      [given("BAD-1")],
      [{ offerId: 7, nextEligibleAt: null }],
    );
    let sent: unknown = null;
    apiServer.use(
      http.post("/api/redemptions/:id/report", async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        mine.redemptions = [
          given("GOOD-2", { id: 42, replacesId: 41 }),
          given("BAD-1", { reportedAt: "2026-12-03T11:00:00.000Z" }),
        ];
        return HttpResponse.json({
          outcome: "replacement",
          replacement: { id: 42, code: "GOOD-2" },
          message: "Sorry about that. Here is a new code.",
        });
      }),
    );
    const { user, dialog } = openOffer();

    await user.click(await within(dialog).findByRole("button", { name: "Report a problem" }));
    const send = within(dialog).getByRole("button", { name: "Send report" });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.type(within(dialog).getByLabelText("Tell us more (optional)"), "The till said invalid");
    await user.click(send);

    expect(await within(dialog).findByText("GOOD-2")).toBeInTheDocument();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Sorry about that. Here is a new code.");
    expect(sent).toEqual({ id: "41", body: { reason: "other", details: "The till said invalid" } });
    // The replacement may be reported in turn.
    expect(within(dialog).getByRole("button", { name: "Report a problem" })).toBeInTheDocument();
  });

  it("shows a code given earlier at once, without a second Redeem Now", async () => {
    serveOffer(
      () => HttpResponse.json({ code: "NEW-CODE", nextEligibleAt: null }),
      [given("BEAN-0001")],
      [{ offerId: 7, nextEligibleAt: null }],
    );
    const { dialog } = openOffer();

    expect(await within(dialog).findByText("BEAN-0001")).toBeInTheDocument();
    expect(within(dialog).getByText("Used — one code per student.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
  });

  describe("an offer used in store (issue 35)", () => {
    const inStore = { ...offer, redemptionChannel: "in_store" } satisfies PublicOffer;

    it("gives a verified student the card instead of a code", async () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
      const { dialog } = openOffer(inStore);

      expect(within(dialog).getByText("Show your StudentPerks card at the till")).toBeInTheDocument();
      expect(within(dialog).getByRole("link", { name: "Show my card" })).toHaveAttribute(
        "href",
        "/card?offer=7",
      );
      expect(within(dialog).queryByRole("button", { name: "Redeem Now" })).not.toBeInTheDocument();
    });

    it("gives the card beside the code when the offer is used both ways", async () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
      const { dialog } = openOffer({ ...offer, redemptionChannel: "both" });

      expect(await within(dialog).findByRole("button", { name: "Redeem Now" })).toBeInTheDocument();
      expect(within(dialog).getByRole("link", { name: "Show my card" })).toHaveAttribute(
        "href",
        "/card?offer=7",
      );
    });

    it("asks a visitor to sign in and a student to verify first, as for a code", () => {
      serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
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

  it("puts a daily offer's rule in the default terms, in place of one code per student", async () => {
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
    const { user, dialog } = openOffer({ ...offer, usageLimit: "per_day", termsAndConditions: null });
    await user.click(within(dialog).getByRole("tab", { name: "T&C's" }));
    const terms = within(dialog).getByRole("tabpanel");
    expect(terms).toHaveTextContent("You can use this once a day.");
    expect(terms).not.toHaveTextContent("One code per student account.");
    expect(terms).toHaveTextContent("Valid for a single transaction.");
  });

  it("says the offer's last day, not the midnight after it when it ends (Dubai time)", () => {
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
    const { dialog } = openOffer({ ...offer, expiresAt: "2026-12-03T20:00:00.000Z" });
    expect(within(dialog).getByText("Valid until 3 December 2026")).toBeInTheDocument();
  });

  it("moves between its tabs with the arrow keys and closes on Escape", async () => {
    serveOffer(() => HttpResponse.json({ code: "BEAN-4821", nextEligibleAt: null }));
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
