// The offer calls' types are the contracts' (checked by `tsc -p apps/web`), and the home page's
// catalogue call checks its answer against its contract schema in tests.
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as z from "zod";
import type { cataloguePageSchema } from "@studentperks/contracts/catalogue-page";
import type { redeemAnswerSchema } from "@studentperks/contracts/redemption";
import { getCataloguePage } from "./catalogue.ts";
import { redeemOffer } from "./redeem.ts";
import { getReferralLink } from "./referral.ts";

const VIEW = { query: "", category: "all", where: "anywhere", sort: "newest", saved: null } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the offer calls", () => {
  it("answer their contract schemas' output", () => {
    expectTypeOf(getCataloguePage).returns.resolves.toEqualTypeOf<z.output<typeof cataloguePageSchema>>();
    expectTypeOf(redeemOffer).returns.resolves.toEqualTypeOf<z.output<typeof redeemAnswerSchema>>();
    expectTypeOf(getReferralLink).returns.resolves.toEqualTypeOf<string>();
  });

  it("fail on a catalogue their contract does not allow, naming the call and the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response('{"offers":[{"id":"1","title":"20% off"}],"total":1,"nextCursor":null}', {
            status: 200,
          }),
      ),
    );
    await expect(getCataloguePage(VIEW, null)).rejects.toThrow(
      "The answer to GET /api/catalogue does not match its contract: offers.0.id: Invalid input: expected number, received string",
    );
  });
});
