import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorkerAfterLoad } from "./service-worker.ts";

type IdleCallback = () => void;

/**
 * A page in `readyState`, in a browser with service workers (none when `register` is null) and, unless
 * told otherwise, requestIdleCallback; `idle()` runs the callbacks waiting for an idle moment, and
 * `head` holds the links the page adds.
 */
function page(
  readyState: DocumentReadyState,
  register: (() => Promise<unknown>) | null,
  { idleCallbacks = true } = {},
) {
  const waiting: IdleCallback[] = [];
  const window = Object.assign(new EventTarget(), {
    ...(idleCallbacks ? { requestIdleCallback: (callback: IdleCallback) => waiting.push(callback) } : {}),
  });
  vi.stubGlobal("window", window);
  const head: { rel: string; href: string }[] = [];
  vi.stubGlobal("document", {
    readyState,
    createElement: () => ({ rel: "", href: "" }),
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]' ? (head.find((link) => link.rel === "manifest") ?? null) : null,
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  });
  vi.stubGlobal("navigator", register ? { serviceWorker: { register } } : {});
  return { window, head, idle: () => waiting.splice(0).forEach((callback) => callback()) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("registerServiceWorkerAfterLoad", () => {
  it("waits for the load event, three seconds more and an idle moment, then links the manifest and registers /sw.js once", () => {
    const register = vi.fn(async () => ({}));
    const { window, head, idle } = page("interactive", register);
    registerServiceWorkerAfterLoad();
    vi.advanceTimersByTime(10_000);
    idle();
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2999);
    idle();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).not.toHaveBeenCalled();
    // No manifest until then: a linked one is fetched, with an icon, while the page starts.
    expect(head).toEqual([]);
    idle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith("/sw.js");
    expect(head).toEqual([{ rel: "manifest", href: "/manifest.webmanifest" }]);
  });

  it("counts from now on a page that has already loaded, and goes without idle callbacks", () => {
    const register = vi.fn(async () => ({}));
    page("complete", register, { idleCallbacks: false });
    registerServiceWorkerAfterLoad();
    vi.advanceTimersByTime(2999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("leaves a browser without service workers alone, and says so when registering fails", async () => {
    page("complete", null);
    expect(() => registerServiceWorkerAfterLoad()).not.toThrow();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { idle } = page("complete", () => Promise.reject(new Error("refused")));
    registerServiceWorkerAfterLoad();
    vi.advanceTimersByTime(3000);
    idle();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
