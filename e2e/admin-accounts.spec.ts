// The console's Accounts screen (issue 38): for a student who wrote to support, staff find the account
// by e-mail, download the student's data, withdraw their marketing consent, and delete the account
// once its e-mail is typed again.
import { newAccount, registerAccount } from "./support/accounts.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test("staff find a student's account, download their data, stop their marketing e-mails and delete it for them", async ({
  page,
  browser,
}) => {
  const account = newAccount("support-request");
  const student = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerAccount(student.request, account);
  await student.close();

  await signInAsStaff(page);
  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: "Accounts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const email = page.getByLabel("E-mail address");
  await email.fill("nobody-at-all@example.ae");
  await page.getByRole("button", { name: "Find account" }).click();
  await expect(page.getByText("No account uses this e-mail address.")).toBeVisible();

  await email.fill(account.email.toUpperCase());
  await page.getByRole("button", { name: "Find account" }).click();
  const card = page.getByRole("region", { name: `${account.firstName} ${account.lastName}` });
  await expect(card).toContainText(account.email);
  await expectNoAxeViolations(page, "the Accounts screen");
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "the page does not scroll sideways").toBeLessThanOrEqual(0);

  // Signed up agreeing to both channels: staff may withdraw one; there is no way to agree for them.
  const marketing = card.getByRole("region", { name: "Marketing messages" });
  await expect(marketing.getByText(/^: Agreed since \d{1,2} \w{3} \d{4}$/)).toHaveCount(2);
  await expect(marketing.getByRole("button", { name: /agree/i })).toHaveCount(0);
  await marketing.getByRole("button", { name: "Withdraw e-mail consent" }).click();
  await expect(
    page.getByText("Marketing by e-mail is withdrawn; they can agree again from their dashboard.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(marketing.getByText(/^: Not agreed \(since \d{1,2} \w{3} \d{4}\)$/)).toBeVisible();
  await expect(marketing.getByRole("button", { name: "Withdraw e-mail consent" })).toHaveCount(0);
  await expect(marketing.getByRole("button", { name: "Withdraw WhatsApp consent" })).toBeVisible();

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download their data" }).click();
  expect((await download).suggestedFilename()).toMatch(/^studentperks-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await card.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog");
  const confirmation = dialog.getByLabel("Type their e-mail address to confirm");
  await confirmation.fill("someone-else@example.ae");
  // From the keyboard, as the form allows.
  await confirmation.press("Enter");
  await expect(confirmation).toHaveAccessibleDescription("This is not the account's e-mail address.");
  await confirmation.fill(account.email);
  await expect(dialog.getByRole("button", { name: "Delete the account" })).toBeVisible();
  await confirmation.press("Enter");
  await expect(page.getByText("The account was deleted", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole("button", { name: "Find account" }).click();
  await expect(page.getByText("No account uses this e-mail address.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page.getByText("Deleted their account").first()).toBeVisible();
  await expect(page.getByText("Withdrew their marketing consent").first()).toBeVisible();
});
