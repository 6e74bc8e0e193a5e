import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as z from "zod";
import type { offerListSchema, PublicOffer } from "@studentperks/contracts/offers";
import type { studentEmailAnswerSchemas } from "@studentperks/contracts/verification";
import { api } from "./api-client.ts";
import { ContractMismatchError } from "./api-contract.ts";

const offer: PublicOffer = {
  id: 1,
  title: "20% off",
  description: "On everything",
  businessDescription: null,
  brandName: "Noon",
  brandSlug: "noon",
  businessName: "Noon",
  businessCategory: "Retail",
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
  discountRedemptionGuide: [{ step: 1, instruction: "Use the code at checkout" }],
  generalInfo: null,
  termsAndConditions: null,
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: null,
  termsAndConditionsAr: null,
};

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const readOffers = () => api("GET /api/offers");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.doUnmock("@studentperks/contracts/routes");
});

describe("an answer in development and tests", () => {
  it("is the route's declared schema's output when it matches", async () => {
    answer([offer]);
    await expect(readOffers()).resolves.toEqual([offer]);
    expectTypeOf(readOffers).returns.resolves.toEqualTypeOf<z.output<typeof offerListSchema>>();
  });

  it("that breaks its contract fails, naming the call, the first wrong field and what is wrong", async () => {
    answer([offer, { ...offer, id: 2, title: 20, brandName: null }]);
    const error = await readOffers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toMatchObject({
      call: "GET /api/offers",
      message:
        "The answer to GET /api/offers does not match its contract: 1.title: Invalid input: expected string, received number (and 1 more)",
    });
  });

  it("names the method and the filled path, and says when the body itself is wrong", async () => {
    answer({ offers: [offer] });
    await expect(api("GET /api/brands/:slug", { params: { slug: "noon & co" } })).rejects.toThrow(
      "The answer to GET /api/brands/noon%20%26%20co does not match its contract: ",
    );
  });

  it("is read with the schema of its status when statuses mean different things", async () => {
    const send = () => api("POST /api/students/verify", { body: { email: "amira@zu.ac.ae" } });
    answer({ message: "We will review your university." }, 202);
    await expect(send()).resolves.toEqual({
      status: 202,
      body: { message: "We will review your university." },
    });
    expectTypeOf(send).returns.resolves.toEqualTypeOf<
      | { status: 200; body: z.output<(typeof studentEmailAnswerSchemas)[200]> }
      | { status: 202; body: z.output<(typeof studentEmailAnswerSchemas)[202]> }
    >();
    answer({ message: "Created" }, 201);
    await expect(send()).rejects.toThrow(
      "The answer to POST /api/students/verify does not match its contract: its contract lists no 201 answer",
    );
  });

  it("of a route that answers without a body (204) is not checked", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api("PUT /api/favorites/:offerId", { params: { offerId: 7 } })).resolves.toEqual({});
  });
});

describe("an answer in production", () => {
  it("is trusted as the server encoded it, and the route table is never loaded", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("MODE", "production");
    const loaded = vi.fn();
    vi.resetModules();
    vi.doMock("@studentperks/contracts/routes", () => {
      loaded();
      return {};
    });
    const body = [{ ...offer, title: 20 }];
    answer(body);
    await expect(readOffers()).resolves.toEqual(body);
    expect(loaded).not.toHaveBeenCalled();
  });
});
