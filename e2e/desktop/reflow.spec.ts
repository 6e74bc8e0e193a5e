import { newAccount, registerAccount, uniqueEmail } from "../support/accounts.ts";
import { fetchSeededOffers, offerGrid } from "../support/offers.ts";
import { expect, test } from "../support/test.ts";

// WCAG 2.2 1.4.10 Reflow: at 320 CSS pixels wide (a phone, or 1280 px at 400 % zoom) nothing
// scrolls sideways; 1.4.4: at 200 % zoom (here a 640×360 window) every action can still be reached.

const publicPages = [
  "/",
  "/for-merchants",
  "/how-it-works",
  "/contact-us",
  "/login",
  "/signup",
  "/forgot-password",
  "/privacy-policy",
  "/terms-of-service",
];

for (const path of publicPages) {
  test(`${path} fits 320 px without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
}

for (const width of [768, 810, 1024, 1280]) {
  test(`at ${width} px the header keeps one row, each label on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
    const nav = header.getByRole("navigation");
    const controls = [
      ...(await nav.getByRole("link").all()),
      ...(await header.getByRole("link", { name: /Log in|Sign up/ }).all()),
    ];
    for (const control of controls) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      // One line of 14 px text with its padding; a wrapped label is twice as tall.
      expect(box.height, await control.innerText()).toBeLessThan(44);
    }
  });
}

test("at 640×360 (200 % zoom) an offer's actions can be reached by scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 360 });
  await page.goto("/");
  const [first] = await fetchSeededOffers(page.request);
  await offerGrid(page).getByRole("button", { name: first!.title, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const signIn = dialog.getByRole("link", { name: "Sign In" });
  await signIn.scrollIntoViewIfNeeded();
  await expect(signIn).toBeInViewport({ ratio: 1 });
  // What scrolls is most of the window, not a sliver between the dialog's header and footer.
  const scrollingHeight = await signIn.evaluate((element) => {
    let box = element.parentElement;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    return box?.clientHeight ?? 0;
  });
  expect(scrollingHeight).toBeGreaterThan(360 / 2);
  const close = dialog.getByRole("button", { name: "Close" });
  await close.scrollIntoViewIfNeeded();
  await expect(close).toBeInViewport({ ratio: 1 });
});

for (const width of [768, 1024, 1366]) {
  test(`at ${width} px "Domain Not Recognized" keeps its buttons inside its card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerAccount(page.request, newAccount("domain-card"));
    const sent = await page.request.post("/api/students/verify", {
      data: { email: uniqueEmail("card").replace("@example.com", "@my-college.example") },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    await page.goto("/student-verification");
    const heading = page.getByRole("heading", { name: "Domain Not Recognized" });
    await expect(heading).toBeVisible();
    const card = page.locator("section, article, div").filter({ has: heading }).last();
    const cardBox = (await card.boundingBox())!;
    for (const control of [
      page.getByRole("link", { name: "Upload Documents Instead" }),
      page.getByRole("button", { name: "Try Different Email" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  });
}
