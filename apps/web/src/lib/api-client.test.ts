import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "virtual:catalog/lib/i18n/locales/ar.json";
import { ApiError, api, serverMessage } from "./api-client.ts";
import { i18n } from "./i18n/instance.ts";

// These tests are about the transport, so answers are trusted as in production (bodies here are
// shortened); ./api-contract.test.ts proves the development checks.
beforeEach(() => {
  vi.stubEnv("DEV", false);
  vi.stubEnv("MODE", "production");
});

function answer(body: string | null, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("api", () => {
  it("sends cookies and returns the parsed JSON", async () => {
    const fetchMock = answer('[{"id":"1"}]', { status: 200 });
    await expect(api("GET /api/offers")).resolves.toEqual([{ id: "1" }]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/offers",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("treats a 204 answer as an empty object", async () => {
    answer(null, { status: 204 });
    await expect(
      api("POST /api/analytics", { body: { eventType: "offer_click", offerId: 1 } }),
    ).resolves.toEqual({});
  });

  it("raises an error with status, status text, body and the body's message", async () => {
    answer('{"message":"Offer not found"}', { status: 404, statusText: "Not Found" });
    const error = await api("POST /api/offers/:id/copy", { params: { id: "x" } }).catch((e: unknown) => e);
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
    await expect(api("GET /api/offers")).rejects.toMatchObject({
      status: 503,
      body: null,
      message: "Service Unavailable",
    });
  });
});

describe("a busy server (503 with Retry-After)", () => {
  const busy = () =>
    new Response('{"message":"The server is busy. Please try again in a second."}', {
      status: 503,
      headers: { "Retry-After": "1" },
    });

  it("is read again after the wait it asks for, so a busy second does not look like an answer", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response('{"user":{"id":"u1"}}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const read = api("GET /api/auth/user");
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual({ user: { id: "u1" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("gives up after three more tries and raises the server's message", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => busy());
    vi.stubGlobal("fetch", fetchMock);
    const read = api("GET /api/offers").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await read).toMatchObject({
      status: 503,
      message: "The server is busy. Please try again in a second.",
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it("does not read again after a 503 that names no wait (a proxy's, or one that is down)", async () => {
    const fetchMock = answer('{"message":"Catalogue is resting"}', { status: 503 });
    await expect(api("GET /api/offers")).rejects.toMatchObject({
      status: 503,
      message: "Catalogue is resting",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not send a write again after a 503 that does not say it was shed (a proxy's)", async () => {
    const fetchMock = vi.fn(async () => busy());
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      api("POST /api/auth/login", { body: { email: "a@zu.ac.ae", password: "password1" } }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends a write again after the wait when the server shed it (SERVER_BUSY: nothing was done)", async () => {
    vi.useFakeTimers();
    const shed = () =>
      new Response('{"message":"The server is busy. Please try again in a second.","code":"SERVER_BUSY"}', {
        status: 503,
        headers: { "Retry-After": "1" },
      });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(new Response('{"message":"Code sent"}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const write = api("POST /api/students/verify", { body: { email: "a@zu.ac.ae" } });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(write).resolves.toEqual({ status: 200, body: { message: "Code sent" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: "POST", body: '{"email":"a@zu.ac.ae"}' });
    vi.useRealTimers();
  });

  it("stops waiting when the read is cancelled", async () => {
    const fetchMock = vi.fn(async () => busy());
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    const read = api("GET /api/offers", { signal: controller.signal });
    controller.abort(new DOMException("gone", "AbortError"));
    await expect(read).rejects.toMatchObject({ name: "AbortError" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("serverMessage", () => {
  it("is the body's message, and undefined without one or for a network failure", async () => {
    answer('{"message":"Email already registered"}', { status: 409, statusText: "Conflict" });
    const conflict = await api("GET /api/auth/user").catch((e: unknown) => e);
    expect(serverMessage(conflict)).toBe("Email already registered");

    answer("", { status: 502, statusText: "Bad Gateway" });
    const empty = await api("GET /api/auth/user").catch((e: unknown) => e);
    expect(serverMessage(empty)).toBeUndefined();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});

describe("serverMessage on an Arabic page", () => {
  const englishBusy = '{"message":"The server is busy. Please try again in 2 seconds.","code":"SERVER_BUSY"}';
  const inArabic = async <T>(work: () => Promise<T>) => {
    i18n.load("ar", arabic);
    i18n.activate("ar");
    try {
      return await work();
    } finally {
      i18n.activate("en");
    }
  };
  const refusal = (body: string, headers: Record<string, string> = {}) =>
    inArabic(async () => {
      answer(body, { status: 503, statusText: "Service Unavailable", headers });
      const error = await api("GET /api/auth/user").catch((e: unknown) => e);
      return { error, shown: serverMessage(error), message: (error as Error).message };
    });

  it("words a known code itself when the message is in another language, or the language is unsaid", async () => {
    for (const headers of [{}, { "Content-Language": "en" }] as Record<string, string>[]) {
      const { shown, message } = await refusal(englishBusy, headers);
      expect(shown).toBe("الخادم مشغول الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.");
      expect(message).toBe(shown);
    }
  });

  it("shows the server's message when the server wrote it in Arabic", async () => {
    const wordedHere =
      '{"message":"الخادم مشغول الآن. يُرجى المحاولة مرة أخرى بعد ثانيتين.","code":"SERVER_BUSY"}';
    const { shown } = await refusal(wordedHere, { "Content-Language": "ar" });
    expect(shown).toBe("الخادم مشغول الآن. يُرجى المحاولة مرة أخرى بعد ثانيتين.");
  });

  it("keeps the server's text for a code it does not know, or no code", async () => {
    const unknown = await refusal('{"message":"Maintenance until 14:00","code":"SOMETHING_NEW"}');
    expect(unknown.shown).toBe("Maintenance until 14:00");
    const none = await refusal('{"message":"Catalogue is resting"}');
    expect(none.shown).toBe("Catalogue is resting");
  });

  it("reads the message again in the language the page speaks now", async () => {
    const { error } = await refusal(englishBusy, { "Content-Language": "en" });
    expect(serverMessage(error)).toBe("The server is busy. Please try again in 2 seconds.");
  });
});
