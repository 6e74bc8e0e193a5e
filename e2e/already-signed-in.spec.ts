// Someone signed in who opens a form meant for others (issue 32) is sent where they belong, and told
// why: /login and /signup to the offer they came from or their account's page; a verified student's
// /document-verification to the dashboard. Visitors keep the forms, and what they type in them.
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { newAccount, registerAccount, toast, verifyStudent } from "./support/accounts.ts";
import { ar } from "./support/arabic.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

for (const path of ["/login", "/signup"]) {
  test(`a signed-in student opening ${path} lands on the dashboard, told they are logged in`, async ({
    page,
  }) => {
    await registerAccount(page.request, newAccount("already-in"));
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, "You're already logged in")).toContainText(
      "Log out first to use another account.",
    );
    // Back does not return to the form: the form's entry was replaced.
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  });
}

test("in Arabic, the notice is in Arabic", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
  await registerAccount(page.request, newAccount("already-in-ar"));
  // The account's own language leads once signed in: this student chose Arabic.
  const chosen = await page.request.put("/api/auth/locale", { data: { locale: "ar" } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page
      .getByRole("region", { name: ar("toast.region", { hotkey: "F8" }) })
      .getByRole("listitem")
      .filter({ hasText: ar("login.alreadySignedIn") }),
  ).toContainText(ar("login.alreadySignedInDescription"));
});

test("a student who left an offer to sign in, and is signed in meanwhile, goes back to the offer", async ({
  page,
}) => {
  const [offer] = await fetchSeededOffers(page.request);
  await page.goto(`/?offer=${offer!.id}`);
  await page.getByRole("dialog").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed in elsewhere (another tab, say) before this login form is used.
  await registerAccount(page.request, newAccount("already-in-offer"));
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/\\?offer=${offer!.id}$`));
  await expect(page.getByRole("dialog").getByRole("heading", { name: offer!.title })).toBeVisible();
  await expect(toast(page, "You're already logged in")).toBeVisible();
});

test("staff opening /login go to the console", async ({ page }) => {
  await signInAsStaff(page, { fresh: true });
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin/);
  await expect(toast(page, "You're already logged in")).toBeVisible();
});

test("a visitor keeps the login form and what they typed", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByRole("textbox", { name: "Email" });
  await email.fill("visitor@example.com");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/login$/);
  await expect(email).toHaveValue("visitor@example.com");
  await expect(toast(page, "You're already logged in")).toHaveCount(0);
});

test("a verified student opening /document-verification goes to the dashboard, told they are verified", async ({
  page,
}) => {
  const account = newAccount("already-verified");
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  await page.goto("/document-verification");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, "You're already verified")).toContainText(
    "Your student status is confirmed: there is no document to upload.",
  );
  await expect(page.getByRole("button", { name: /Upload/ })).toHaveCount(0);
});
