import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { MyRedemption } from "@studentperks/contracts/redemption";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { MyCodesCard } from "./my-codes-card.tsx";

const code = (id: number, value: string, at: string): MyRedemption => ({
  offerId: 3,
  title: "Karak for a dirham",
  titleAr: null,
  brandName: "Karak House",
  kind: "code",
  value,
  at,
  id,
  reportedAt: null,
  replacesId: null,
});

describe("My Codes", () => {
  it("lists every code an offer gave, one per day of a daily offer (issue 36)", async () => {
    // React reports two rows under one key here, and may then drop one.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    apiServer.use(
      http.get("/api/redemptions", () =>
        HttpResponse.json({
          redemptions: [
            code(12, "KARAK-2", "2026-12-04T06:00:00.000Z"),
            code(11, "KARAK-1", "2026-12-03T06:00:00.000Z"),
          ],
          limits: [{ offerId: 3, nextEligibleAt: "2026-12-04T20:00:00.000Z" }],
        }),
      ),
    );
    renderWithProviders(<MyCodesCard userId="student-1" locale="en" />);

    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^KARAK-/).textContent)).toEqual([
      "KARAK-2",
      "KARAK-1",
    ]);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});
