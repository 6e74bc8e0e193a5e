import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, serverMessage } from "./api-client.ts";

function answer(body: string | null, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and returns the parsed JSON", async () => {
    const fetchMock = answer('[{"id":"1"}]', { status: 200 });
    await expect(apiRequest("/api/offers")).resolves.toEqual([{ id: "1" }]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/offers",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("treats a 204 answer as an empty object", async () => {
    answer(null, { status: 204 });
    await expect(apiRequest("/api/analytics", { method: "POST", json: {} })).resolves.toEqual({});
  });

  it("raises an error with status, status text, body and the body's message", async () => {
    answer('{"message":"Offer not found"}', { status: 404, statusText: "Not Found" });
    const error = await apiRequest("/api/offers/x/copy").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      statusText: "Not Found",
      body: { message: "Offer not found" },
      message: "Offer not found",
    });
  });

  it("falls back to the status text when the body has no message", async () => {
    answer("", { status: 503, statusText: "Service Unavailable" });
    await expect(apiRequest("/api/offers")).rejects.toMatchObject({
      status: 503,
      body: null,
      message: "Service Unavailable",
    });
  });
});

describe("serverMessage", () => {
  it("is the body's message, and undefined without one or for a network failure", async () => {
    answer('{"message":"Email already registered"}', { status: 409, statusText: "Conflict" });
    const conflict = await apiRequest("/api/auth/register").catch((e: unknown) => e);
    expect(serverMessage(conflict)).toBe("Email already registered");

    answer("", { status: 502, statusText: "Bad Gateway" });
    const empty = await apiRequest("/api/auth/login").catch((e: unknown) => e);
    expect(serverMessage(empty)).toBeUndefined();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
