import { describe, expect, it } from "vitest";
import { accountHome } from "./account-home.ts";

describe("an account's own page", () => {
  it("is the console for staff, the partner portal for a partner account and the dashboard for a student", () => {
    expect(accountHome({ role: "admin" })).toBe("/admin");
    expect(accountHome({ role: "merchant" })).toBe("/partners");
    expect(accountHome({ role: "student" })).toBe("/dashboard");
  });
});
