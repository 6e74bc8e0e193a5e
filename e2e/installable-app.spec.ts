// The installable app (issue 35): once a page has loaded it links the web manifest and registers the
// service worker, which keeps the app's code (never an API answer); Chromium finds the app installable, and with no network an app page visited before still opens, in the visitor's language.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { newAccount, registerAccount } from "./support/accounts.ts";
import { ar } from "./support/arabic.ts";
import { baseURL } from "./support/base-url.ts";

/** Resolves once the worker has kept its files (it is active) and has taken the page over. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/** The addresses the page's origin keeps in its caches (Cache Storage), every cache together. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** A PNG's width and height, read from its header (the IHDR chunk comes first). */
async function pngSize(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.headers()["content-type"], src).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("latin1"), src).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test("every page links the theme colour, and the manifest once it has loaded; the manifest names the app and its icons", async ({
  page,
  request,
}) => {
  // A prerendered page in each language and the shell of the signed-in pages. No manifest in the
  // HTML: a linked one is fetched, with an icon, while the page starts (docs/benchmarks.md).
  for (const [path, locale] of [
    ["/", "en"],
    ["/how-it-works", "ar"],
    ["/dashboard", "en"],
  ] as const) {
    await page.context().addCookies([{ name: "sp_locale", value: locale, url: baseURL }]);
    const response = await page.request.get(path, { headers: { accept: "text/html" } });
    const html = await response.text();
    expect(html, path).not.toContain('rel="manifest"');
    expect(html, path).toMatch(/<meta name="theme-color" content="#57CC97"/i);
  }
  // The page links it itself, with the worker.
  await page.goto("/how-it-works");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "StudentPerks",
    short_name: "StudentPerks",
    description: expect.stringContaining("student discount") as unknown,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#57cc97",
    background_color: "#ffffff",
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    expect(icon.type).toBe("image/png");
    expect(await pngSize(request, icon.src), icon.src).toBe(icon.sizes);
  }
});

test("the service worker registers after the load event, keeps the app's code but no API answer, and controls the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) => {
      (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
      return register(...args);
    };
    // Linked with the worker, not before: at the load event there is none.
    window.addEventListener("load", () => {
      const linked = document.querySelector('link[rel="manifest"]') !== null;
      (window as unknown as { manifestAtLoad: boolean }).manifestAtLoad = linked;
    });
  });
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { registeredWhen?: string }).registeredWhen))
    .toBe("complete");
  expect(await page.evaluate(() => (window as unknown as { manifestAtLoad?: boolean }).manifestAtLoad)).toBe(
    false,
  );
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  await controlledByWorker(page);
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptUrl!).pathname).toBe("/sw.js");

  // The home page has asked the API by now (its offers, the signed-out check aside): none of it kept.
  const kept = await cachedPaths(page);
  expect(kept).toContain("/index.html");
  expect(kept).toContain("/manifest.webmanifest");
  expect(kept.filter((path) => /^\/assets\/.+\.js$/.test(path)).length).toBeGreaterThan(20);
  expect(kept.filter((path) => /^\/(api|dev|v|uploads|brand-covers|brand-logos|guide)\//.test(path))).toEqual(
    [],
  );

  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(scriptUrl);
});

test("Chromium finds the app installable", async ({ playwright, launchOptions, baseURL }) => {
  // Chromium offers no install in an incognito window, which every new context is: this browser gets a
  // profile of its own.
  const profile = mkdtempSync(join(tmpdir(), "studentperks-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline, app pages open from the kept code; the API and the cashier's page go to the network", async ({
  page,
  context,
}) => {
  await registerAccount(page.request, newAccount("offline"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  // A prerendered page, a signed-in page and the card's address: each drawn by the kept shell (the
  // network's prerendered page would carry its list of scripts).
  for (const path of ["/how-it-works", "/dashboard", "/card"]) {
    await page.goto(path);
    await expect(page.getByRole("banner"), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    await expect(page.locator("#app-scripts"), path).toHaveCount(0);
    if (path === "/how-it-works") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("How It Works");
    }
  }
  // Answers of the API are never kept, even one the page has had before.
  const answer = await page.evaluate(() =>
    fetch("/api/auth/user").then(
      (response) => response.status,
      () => "failed",
    ),
  );
  expect(answer).toBe("failed");
  // The cashier's check page must say what the server says now, or nothing.
  await expect(page.goto("/v/anything", { waitUntil: "commit" })).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED/,
  );
  await expect(page.goto("/api/health", { waitUntil: "commit" })).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED/,
  );

  await context.setOffline(false);
  await page.goto("/how-it-works");
  await expect(page.locator("#app-scripts")).toHaveCount(1);
});

test.describe("an Arabic browser", () => {
  test.use({ locale: "ar-AE" });

  test("offline, an app page is still Arabic and right to left", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await controlledByWorker(page);

    await context.setOffline(true);
    await page.goto("/how-it-works");
    await expect(page.locator("#app-scripts")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("title.howItWorks"));
  });
});
