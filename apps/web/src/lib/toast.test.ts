import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import {
  arriveOnScreen,
  dismissFailures,
  dismissToast,
  getToasts,
  toast,
  toastFailure,
  TOAST_REMOVE_DELAY_MS,
} from "./toast.ts";

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
    expect(getToasts()).toEqual([
      { id, title: "Login Successful!", description: "Welcome", open: true, screen: null },
    ]);
  });

  it("closes a failure once something worked, and leaves other toasts up", () => {
    const failure = toast({ variant: "destructive", title: "Verification Failed" });
    dismissFailures();
    expect(getToasts()).toMatchObject([{ id: failure, open: false }]);
    const news = toast({ title: "Code Sent" });
    dismissFailures();
    expect(getToasts()).toMatchObject([{ id: news, open: true }]);
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

describe("toastFailure", () => {
  it("shows the server's message, else the fallback", () => {
    toastFailure(
      "Login Failed",
      new ApiError(401, "Unauthorized", { message: "Invalid email or password." }),
      "x",
    );
    expect(getToasts()[0]).toMatchObject({
      variant: "destructive",
      title: "Login Failed",
      description: "Invalid email or password.",
    });
    toastFailure("Login Failed", new ApiError(502, "Bad Gateway", "<html>"), "Please try again.");
    expect(getToasts()[0]?.description).toBe("Please try again.");
    toastFailure("Login Failed", new TypeError("Failed to fetch"), "Please try again.");
    expect(getToasts()[0]?.description).toBe("Please try again.");
  });

  it("closes a success toast on arriving at another page, and keeps one raised for the page reached", () => {
    arriveOnScreen("/dashboard");
    const saved = toast({ title: "Profile updated" });
    arriveOnScreen("/dashboard");
    expect(getToasts()).toMatchObject([{ id: saved, open: true }]);
    arriveOnScreen("/");
    expect(getToasts()).toMatchObject([{ id: saved, open: false }]);

    arriveOnScreen("/login");
    const welcome = toast({ title: "Login Successful!", forNextScreen: true });
    arriveOnScreen("/");
    expect(getToasts()).toMatchObject([{ id: welcome, open: true, screen: "/" }]);
    arriveOnScreen("/privacy-policy");
    expect(getToasts()).toMatchObject([{ id: welcome, open: false }]);
  });

  it("keeps a page's success toast through a redirect to another", () => {
    arriveOnScreen("/login");
    const welcome = toast({ title: "Login Successful!", forNextScreen: true });
    arriveOnScreen("/admin");
    arriveOnScreen("/admin/verifications", { replaced: true });
    expect(getToasts()).toMatchObject([{ id: welcome, open: true, screen: "/admin/verifications" }]);
  });

  it("gives a toast for the next page, raised before the layout noted its page's arrival, to the page it lands on", () => {
    // A signed-in person opening /login: the page's first effect raises the toast and redirects
    // before the layout's effect says /login has arrived.
    vi.stubGlobal("location", { pathname: "/login" });
    const already = toast({ title: "You're already logged in", forNextScreen: true });
    vi.unstubAllGlobals();
    arriveOnScreen("/login");
    expect(getToasts()).toMatchObject([{ id: already, open: true, screen: null }]);
    arriveOnScreen("/", { replaced: true });
    expect(getToasts()).toMatchObject([{ id: already, open: true, screen: "/" }]);
  });

  it("leaves a failure up on another page", () => {
    arriveOnScreen("/login");
    const failure = toast({ variant: "destructive", title: "Login Failed" });
    arriveOnScreen("/");
    expect(getToasts()).toMatchObject([{ id: failure, open: true }]);
  });
});
