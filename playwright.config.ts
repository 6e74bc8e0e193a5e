import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./e2e/support/chromium.ts";
import { STAFF } from "./e2e/support/staff.ts";
import { baseURL, port } from "./e2e/support/base-url.ts";

// e2e drives the real production build (server + built SPA) on its own port and a fresh data dir.

// Behaviour that no width changes (staff decisions, refusals, double clicks, tabs, redirects) is
// proven once, at desktop width: the phone project runs the journeys and everything the layout
// touches (header, drawer, dialogs, rows, pages, axe, right to left). A spec whose steps or looks
// differ on a phone does not belong here.
const sameAtEveryWidth = [
  "admin-access",
  "admin-card-photos",
  "admin-code-reports",
  "admin-insights",
  "admin-institutions",
  "admin-offers",
  "admin-partnerships",
  "admin-proposals",
  "admin-verifications",
  "already-signed-in",
  "card-renewal",
  "contact-us",
  "create-account-refusals",
  "dashboard-next-step",
  "double-click",
  "food-and-drink",
  "forgot-password",
  "form-start-up",
  "installable-app",
  "merchant-arabic",
  "offer-title",
  "offers-states",
  "sign-in-code",
  "two-tabs",
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // CI also keeps a JSON report so .ci/run can print the failures again at the end of its log.
  reporter: process.env.CI ? [["line"], ["json", { outputFile: "test-results/e2e-report.json" }]] : "list",
  // Journeys that sign up, verify and load pages twice took 20-29 s with two browsers and the server on
  // two cores; the limit is for hangs, not for speed (bench/ measures that).
  timeout: 60_000,
  // A first paint after page.goto on a 2-core CI machine running two browsers and the server can take
  // over 10 s (seen: 12 s from goto to the offer dialog, its chunks arriving seconds apart on a starved
  // CPU); the limit is for hangs, and assertions still wait for the same things.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    // Specs under desktop/ or phone/ only make sense at that width; the rest run at both.
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: "phone/**" },
    { name: "phone", use: { ...devices["Pixel 7"] }, testIgnore: ["desktop/**", ...sameAtEveryWidth] },
  ],
  webServer: {
    command: `node e2e/support/start-server.mjs`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      E2E_STAFF_EMAIL: STAFF.email,
      E2E_STAFF_NAME: STAFF.name,
      E2E_STAFF_PASSWORD: STAFF.password,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
