import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { isSessionEnded } from "./session-ended.ts";

describe("isSessionEnded", () => {
  it("is a 401 whose code says the session is gone, not a refused sign-in or anything else", () => {
    const answer = (status: number, code?: string) =>
      new ApiError(status, "", { message: "Please log in to continue.", ...(code ? { code } : {}) });
    expect(isSessionEnded(answer(401, "SIGNED_OUT"))).toBe(true);
    expect(isSessionEnded(answer(401, "INVALID_CREDENTIALS"))).toBe(false);
    expect(isSessionEnded(answer(401))).toBe(false);
    expect(isSessionEnded(answer(403, "SIGNED_OUT"))).toBe(false);
    expect(isSessionEnded(new Error("Please log in to continue."))).toBe(false);
  });
});
