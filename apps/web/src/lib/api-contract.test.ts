import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as z from "zod";
import { offerListSchema, type PublicOffer } from "@studentperks/contracts/offers";
import { studentEmailAnswerSchemas } from "@studentperks/contracts/verification";
import { apiRequest, apiResponse } from "./api-client.ts";
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
  websiteUrl: null,
  offerType: "discount",
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

const offerList = vi.fn(async () => offerListSchema);
const readOffers = () => apiRequest("/api/offers", { response: offerList });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  offerList.mockClear();
});

describe("an answer in development and tests", () => {
  it("is the contract schema's output when it matches", async () => {
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

  it("names the method of a write, and says when the body itself is wrong", async () => {
    answer({ offers: [offer] });
    await expect(apiRequest("/api/offers", { method: "POST", response: offerList })).rejects.toThrow(
      "The answer to POST /api/offers does not match its contract: the body: Invalid input: expected array, received object",
    );
  });

  it("is read with the schema of its status when statuses mean different things", async () => {
    const responses = async () => studentEmailAnswerSchemas;
    answer({ message: "We will review your university." }, 202);
    await expect(apiResponse("/api/students/verify", { method: "POST", responses })).resolves.toEqual({
      status: 202,
      body: { message: "We will review your university." },
    });
    answer({ message: "Created" }, 201);
    await expect(apiResponse("/api/students/verify", { method: "POST", responses })).rejects.toThrow(
      "The answer to POST /api/students/verify does not match its contract: its contract lists no 201 answer",
    );
  });
});

describe("a call that reads its answer", () => {
  it("names the answer's schema", () => {
    // @ts-expect-error: without a contract there is no type to give the answer.
    void (() => apiRequest("/api/offers", {}));
  });
});

describe("an answer in production", () => {
  it("is trusted as the server encoded it, and the schema is never loaded", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("MODE", "production");
    const body = [{ ...offer, title: 20 }];
    answer(body);
    await expect(readOffers()).resolves.toEqual(body);
    expect(offerList).not.toHaveBeenCalled();
  });
});
