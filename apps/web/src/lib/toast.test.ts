import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_REMOVE_DELAY_MS } from "./toast.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  vi.useRealTimers();
});

describe("toast", () => {
  it("keeps one toast at a time, the newest replacing the older", () => {
    toast({ title: "Login Failed" });
    const id = toast({ title: "Login Successful!", description: "Welcome" });
    expect(getToasts()).toEqual([{ id, title: "Login Successful!", description: "Welcome", open: true }]);
  });

  it("closes a dismissed toast and drops it only after the removal delay", () => {
    const id = toast({ title: "Profile updated" });
    dismissToast(id);
    expect(getToasts()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it("does not let an old removal timer drop a newer toast", () => {
    const first = toast({ title: "Error" });
    dismissToast(first);
    const second = toast({ title: "OTP Sent" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toMatchObject([{ id: second, open: true }]);
  });
});
