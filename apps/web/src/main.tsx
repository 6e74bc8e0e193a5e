import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { activateLocale, initialLocale } from "./lib/i18n/index.ts";
import { registerServiceWorkerAfterLoad } from "./lib/service-worker.ts";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

function logRecoverable(error: unknown): void {
  console.error("React recovered from an error by drawing the page again:", error);
}

function render() {
  // A transition lets React render the first screen in small slices instead of one long task,
  // so the page stays responsive while it starts (Total Blocking Time).
  startTransition(() => {
    // A public page arrives rendered at build time (vite/prerender-pages.ts): React takes over that
    // HTML. The signed-in pages (and the dev server) get an empty #root, drawn here.
    // A hydration error (#418 and the like) is recovered from by drawing the page again: said in the
    // console, where it is seen (and where the browser tests fail on it).
    if (container!.firstElementChild) hydrateRoot(container!, app, { onRecoverableError: logRecoverable });
    else createRoot(container!).render(app);
  });
}

// English is already loaded; another language's catalogue comes first, so nothing flashes in English.
activateLocale(initialLocale(), { remember: false }).then(render, (error: unknown) => {
  console.error("Could not load the page's language; showing English.", error);
  render();
});

// Only the production build has a worker; the dev server's pages stay uncached.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
