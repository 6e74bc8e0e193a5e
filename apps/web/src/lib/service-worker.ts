// The installed app's service worker (built by vite/pwa.ts) keeps the app's code, so its pages open
// with no network. It is registered once the page has loaded: its start and its downloads never
// compete with the page's own first load.
export function registerServiceWorkerAfterLoad(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      // The site works without it (a private window may refuse it); it only loses its offline pages.
      console.warn("The service worker could not be registered; pages will not open offline.", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
