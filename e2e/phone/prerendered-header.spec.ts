// A signed-in student's prerendered phone header: Account, not Sign up, from the first paint, and
// still when React takes over (the wide header's: desktop/prerendered-header.spec.ts).
import { newAccount, registerAccount } from "../support/accounts.ts";
import { waitForHydration } from "../support/hydration.ts";
import { layoutShiftsSoFar } from "../support/layout-shift.ts";
import { expect, test } from "../support/test.ts";

test("a signed-in student's phone header shows Account from the first paint, and nothing moves", async ({
  page,
}) => {
  await registerAccount(page.request, newAccount("prerendered-phone"));
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("studentperks.currentUser")))
    .not.toBeNull();
  const header = page.getByRole("banner");

  // Before any script runs: the prerendered header, marked by the head's script.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-session", "signed-in");
  await expect(header.getByText("Account", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign up" })).toBeHidden();

  // With the app: the real Account link takes the stand-in's place exactly, moving nothing.
  await page.unroute(/\/assets\/.+\.js$/);
  await page.reload();
  await expect(header.getByRole("link", { name: /^Account/ })).toHaveAttribute("href", "/dashboard");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect(header.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  const shifts = await layoutShiftsSoFar(page);
  expect(shifts.total, shifts.sources.join("\n")).toBe(0);
});
