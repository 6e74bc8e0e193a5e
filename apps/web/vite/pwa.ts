// The installable app (issue 35): the web manifest, and a Workbox service worker (vite-plugin-pwa,
// generateSW) that keeps the app's code, styles, fonts and icons, so an app page such as /card opens
// with no network once the site has been visited. It keeps no answer of the API and no page: pages
// always come from the network, and only with no network at all does the worker answer with the
// app's shell, which draws the page itself (src/lib/service-worker.ts registers it after load).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin, ViteBuilder } from "vite";
import { VitePWA, type VitePluginPWAAPI } from "vite-plugin-pwa";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(`${webDir}${file}`, "utf8");

/** The brand colour of the design tokens (src/index.css); the pages' theme-color meta says the same. */
function brandColour(): string {
  const colour = /--color-brand:\s*(#[0-9a-f]{6})\s*;/i.exec(read("src/index.css"))?.[1];
  if (!colour) throw new Error("src/index.css defines no --color-brand.");
  return colour.toLowerCase();
}

// The manifest speaks English, like the shell it starts (the page then speaks the visitor's language).
const english = JSON.parse(read("src/lib/i18n/locales/en.json")) as Record<string, string>;

// Drawn from public/favicon.svg by scripts/app-icons.ts.
const icons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** The shell the server answers at /index.html, in the visitor's language (modules/public-pages). */
const SHELL = "/index.html";

const PWA_OPTIONS = {
  // main.tsx registers the worker itself, after the load event.
  injectRegister: false,
  manifest: {
    id: "/",
    name: english["app.name"]!,
    short_name: english["app.name"]!,
    description: english["hero.description"]!,
    lang: "en",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColour(),
    background_color: "#ffffff",
    icons,
  },
  workbox: {
    // Code, styles, fonts and the shell; the manifest and its icons are added by the plugin. Not the
    // guide's screenshots, nor the prerendered pages (the server answers those per language).
    globPatterns: ["assets/**/*.{js,css,woff2}", "index.html", "favicon.svg"],
    navigateFallback: null,
    runtimeCaching: [
      {
        // A page is fetched as ever; with no network, the shell draws it from the kept code. The
        // cashier's check page (/v/…), the API, the dev outbox and uploads are never answered here.
        // (Workbox copies this function's text into the worker: it may use nothing from this file.)
        urlPattern: ({ request, url }: { request: Request; url: URL }) =>
          request.mode === "navigate" && !/^\/(api|dev|v|uploads)(\/|$)/.test(url.pathname),
        handler: "NetworkOnly" as const,
        options: { precacheFallback: { fallbackURL: SHELL } },
      },
    ],
    // A new deploy's worker takes over at once. An open page keeps the code it has; the worker is not
    // asked to reload it, so nothing typed is lost.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file, served like the shell (revalidated every time): no workbox-<hash>.js beside it.
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
} satisfies Parameters<typeof VitePWA>[0];

const isClient = (environment: { name: string }) => environment.name === "client";

/**
 * The manifest for the browser's build only. Its link is not written into the pages' HTML: Chromium
 * fetches a linked manifest and its icon while the page starts, which cost the home page its
 * Lighthouse 100 on a slow phone (docs/benchmarks.md); the page links it with the worker, after load.
 * The worker itself is written by writeServiceWorker once the pages are prerendered: the plugin would
 * write it when the browser's build closes, before prerender-pages.ts gives index.html its final head.
 */
export function pwa(): Plugin[] {
  return VitePWA(PWA_OPTIONS).map((plugin) => ({
    ...plugin,
    applyToEnvironment: isClient,
    ...(plugin.name === "vite-plugin-pwa:build"
      ? { closeBundle: undefined, transformIndexHtml: undefined }
      : {}),
  }));
}

/** dist/sw.js, listing the files of the finished build with their revisions. */
export async function writeServiceWorker(builder: ViteBuilder): Promise<void> {
  const plugin = builder.environments.client!.config.plugins.find((p) => p.name === "vite-plugin-pwa");
  const api = plugin?.api as VitePluginPWAAPI | undefined;
  if (!api) throw new Error("The build has no vite-plugin-pwa to write the service worker with.");
  await api.generateSW();
}
