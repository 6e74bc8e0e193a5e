// The in-store card (issue 35): a verified student's card with a live QR, read by a cashier's phone
// (another browser, no cookies) at /v/<token> or by its typed code at /v; offline it keeps the face
// and drops the QR; log-out forgets it.
import {
  isPhoneLayout,
  logOutFromHeader,
  newAccount,
  openAccountArea,
  registerAccount,
} from "./support/accounts.ts";
import { ar, switchLanguage } from "./support/arabic.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { baseURL } from "./support/base-url.ts";
import { cashierOpens, qrOf, scan, studentAtCard } from "./support/card.ts";
import { expect, test } from "./support/test.ts";

for (const locale of ["en", "ar"] as const) {
  test(`a verified student's card checks as Valid on a cashier's phone, by QR and by code (${locale})`, async ({
    page,
    browser,
  }) => {
    const account = await studentAtCard(page);
    if (locale === "ar") await switchLanguage(page, "العربية");
    const words = (key: string, english: string) => (locale === "ar" ? ar(key) : english);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      words("card.heading", "My student card"),
    );
    await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(page.getByText(words("card.verified", "Verified student"))).toBeVisible();
    const code = (await page.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/).textContent())!;

    const cashier = await cashierOpens(browser, await scan(page), locale === "ar" ? "ar-AE" : "en-GB");
    try {
      const valid = locale === "ar" ? "صالحة" : "Valid";
      await expect(cashier.page.getByRole("heading", { level: 1 })).toHaveText(valid);
      await expect(cashier.page.getByText(`${account.firstName} A.`)).toBeVisible();
      await expect(cashier.page.locator("body")).not.toContainText(account.lastName);
      await expect(cashier.page.locator("body")).not.toContainText(account.email);

      // Scanning failed: the cashier types the code instead.
      await cashier.page.goto(`${baseURL}/v`);
      await cashier.page.getByRole("textbox").fill(code.toLowerCase());
      await cashier.page.getByRole("textbox").press("Enter");
      await expect(cashier.page.getByRole("heading", { level: 1 })).toHaveText(valid);
      await expect(cashier.page.getByText(`${account.firstName} A.`)).toBeVisible();
    } finally {
      await cashier.close();
    }
  });
}

test("offline the card keeps its face, says Offline and shows no QR; back online the QR returns", async ({
  page,
}) => {
  const account = await studentAtCard(page);
  await page.context().setOffline(true);
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();
  await expect(qrOf(page)).toHaveCount(0);
  await expect(page.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/)).toHaveCount(0);
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByText(/Status last confirmed/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(qrOf(page)).toBeVisible();
  await expect(page.getByText("Offline", { exact: true })).toHaveCount(0);
});

test("after one visit online, /card opens with no network: the kept face, Offline, and no QR", async ({
  page,
}) => {
  const account = await studentAtCard(page);
  // The installed app's worker keeps the app's code once it has taken the page over.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
  await page.context().setOffline(true);
  await page.goto("/card");
  await expect(page.getByText("Offline", { exact: true })).toBeVisible();
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByText(/Status last confirmed/)).toBeVisible();
  await expect(qrOf(page)).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(qrOf(page)).toBeVisible();
});

test("log-out forgets the card kept on the phone", async ({ page }) => {
  await studentAtCard(page);
  const kept = () => page.evaluate(() => window.localStorage.getItem("studentperks.studentCard"));
  expect(await kept()).toContain("Al Mansoori");
  await logOutFromHeader(page);
  expect(await kept()).toBeNull();
  await page.goto("/card");
  await expect(page.getByRole("heading", { name: "Log in to see your student card." })).toBeVisible();
});

test("a student who is not verified is told why there is no card, and the way to verify", async ({
  page,
}) => {
  const account = newAccount("card-unverified");
  await registerAccount(page.request, account);
  await page.goto("/card");
  await expect(
    page.getByText("Your student card appears once you verify your student status."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Verify now" }).click();
  await expect(page).toHaveURL(/\/student-verification$/);
});

test("the card is reached from the account menu and the dashboard", async ({ page }) => {
  await studentAtCard(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Show my student card" }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(qrOf(page)).toBeVisible();
  await page.goto("/");
  const isPhone = await isPhoneLayout(page);
  const area = await openAccountArea(page);
  await area.getByRole(isPhone ? "link" : "menuitem", { name: "My student card" }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(qrOf(page)).toBeVisible();
});

// One page per test: four pages audited in one test outgrew its minute on a loaded 2-core CI machine.
test("the card and the Valid check page its QR opens pass axe", async ({ page, browser }) => {
  await studentAtCard(page);
  await expectNoAxeViolations(page, "the card");
  const cashier = await cashierOpens(browser, await scan(page));
  try {
    await expect(cashier.page.getByRole("heading", { level: 1 })).toHaveText("Valid");
    await expectNoAxeViolations(cashier.page, "the Valid check page");
  } finally {
    await cashier.close();
  }
});

for (const [path, heading] of [
  ["/v/not-a-token", "Not valid"],
  ["/v", "Student card check"],
] as const) {
  test(`the check page at ${path} passes axe`, async ({ browser }) => {
    const cashier = await cashierOpens(browser, `${baseURL}${path}`);
    try {
      await expect(cashier.page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(cashier.page, path);
    } finally {
      await cashier.close();
    }
  });
}
