// The installed app's service worker (built by vite/pwa.ts) keeps the app's code, so its pages open
// with no network. Installing it downloads the whole app (about 150 files), which on a phone would
// compete with the page's own start; so it is registered only after the load event, a few seconds
// later (the home page's offers and rows still arrive after load) and once the browser is idle. The
// web manifest is linked then too: a manifest in the HTML is fetched, with its icon, as the page starts.
const SETTLE_MS = 3000;
const IDLE_TIMEOUT_MS = 5000;
const MANIFEST_URL = "/manifest.webmanifest";

/** Links the web manifest, which makes the site installable; once per page. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_URL;
  document.head.append(link);
}

export function registerServiceWorkerAfterLoad(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    linkManifest();
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      // The site works without it (a private window may refuse it); it only loses its offline pages.
      console.warn("The service worker could not be registered; pages will not open offline.", error);
    });
  };
  const whenSettled = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback !== "function") return register();
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    }, SETTLE_MS);
  if (document.readyState === "complete") whenSettled();
  else window.addEventListener("load", whenSettled, { once: true });
}
