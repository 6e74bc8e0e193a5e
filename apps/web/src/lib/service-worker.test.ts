import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorkerAfterLoad } from "./service-worker.ts";

/** A page in `readyState`, in a browser with service workers (or without, when `register` is null). */
function page(readyState: DocumentReadyState, register: (() => Promise<unknown>) | null) {
  const window = new EventTarget();
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", { readyState });
  vi.stubGlobal("navigator", register ? { serviceWorker: { register } } : {});
  return window;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("registerServiceWorkerAfterLoad", () => {
  it("waits for the page's load event, then registers /sw.js once", () => {
    const register = vi.fn(async () => ({}));
    const window = page("interactive", register);
    registerServiceWorkerAfterLoad();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers at once on a page that has already loaded", () => {
    const register = vi.fn(async () => ({}));
    page("complete", register);
    registerServiceWorkerAfterLoad();
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("leaves a browser without service workers alone, and says so when registering fails", async () => {
    page("complete", null);
    expect(() => registerServiceWorkerAfterLoad()).not.toThrow();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    page("complete", () => Promise.reject(new Error("refused")));
    registerServiceWorkerAfterLoad();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
