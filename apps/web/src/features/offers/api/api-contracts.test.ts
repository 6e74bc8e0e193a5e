// The offer calls' types are the contracts' (checked by `tsc -p apps/web`), and the home page's
// catalogue call checks its answer against its contract schema in tests.
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as z from "zod";
import type { offerListSchema } from "@studentperks/contracts/offers";
import { getOffers } from "./get-offers.ts";
import { redeemOffer } from "./redeem.ts";
import { getReferralLink } from "./referral.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the offer calls", () => {
  it("answer their contract schemas' output", () => {
    expectTypeOf(getOffers).returns.resolves.toEqualTypeOf<z.output<typeof offerListSchema>>();
    expectTypeOf(redeemOffer).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(getReferralLink).returns.resolves.toEqualTypeOf<string>();
  });

  it("fail on a catalogue their contract does not allow, naming the call and the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('[{"id":"1","title":"20% off"}]', { status: 200 })),
    );
    await expect(getOffers()).rejects.toThrow(
      "The answer to GET /api/offers does not match its contract: 0.id: Invalid input: expected number, received string",
    );
  });
});
