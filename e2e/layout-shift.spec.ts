import { newAccount, registerAccount } from "./support/accounts.ts";
import { layoutShiftsSoFar } from "./support/layout-shift.ts";
import { expect, test } from "./support/test.ts";

// A page whose code arrives after the header has painted must not push what is already on the
// screen around (Cumulative Layout Shift 0): the footer used to be drawn under an empty middle,
// then shoved down when the page came (CLS 0.32 on /for-merchants and /how-it-works).

// A page's code is held at the network, as on a first visit: no service worker may serve it from
// its cache instead (the one a first page registers could be ready before the next page).
test.use({ serviceWorkers: "block" });

const lazyPages: [path: string, chunk: string][] = [
  ["/for-merchants", "for-merchants-page"],
  ["/how-it-works", "how-it-works-page"],
  ["/contact-us", "contact-us-page"],
  ["/privacy-policy", "privacy-policy-page"],
  ["/dashboard", "dashboard-page"],
];

for (const [path, chunk] of lazyPages) {
  test(`${path} arrives without moving what was already shown`, async ({ page }) => {
    if (path === "/dashboard") {
      // A student signed in through this browser before: the header knows them from the start.
      await registerAccount(page.request, newAccount("layout-shift"));
      await page.goto("/");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("studentperks.currentUser")))
        .not.toBeNull();
    }
    // The page's code comes only after the header has painted, as on a slow phone network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("banner")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts.total, shifts.sources.join("\n")).toBe(0);
  });
}

// A browser may paint while it is still parsing the page. On a slow CPU its first frame came while
// the parser was inside the header (half of the Account button), and the nav beside it moved when
// the rest was parsed. The page now asks for no frame until all of it is parsed (page-document.ts).
for (const path of ["/", "/how-it-works", "/contact-us"]) {
  test(`${path} paints its first frame only once the whole page is parsed, even on a slow CPU`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const seen = window as unknown as { footerInFirstFrame: boolean };
        seen.footerInFirstFrame = document.querySelector("#root footer") !== null;
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await page.goto(path);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    expect(
      await page.evaluate(() => (window as unknown as { footerInFirstFrame?: boolean }).footerInFirstFrame),
    ).toBe(true);
  });
}
