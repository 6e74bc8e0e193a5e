// Staff keep the list of institutions and their e-mail domains. The forms check the contracts' rules
// in the browser (nothing is sent until they pass), and put the server's refusals under the field
// they name.
import { toast } from "./support/accounts.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

test("staff add an institution and edit it; wrong values are refused in the browser first, and the server's refusals show under their field", async ({
  page,
}) => {
  test.slow();
  const unique = `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Falcon Institute ${unique}`;
  const renamed = `Falcon Aviation Institute ${unique}`;
  const domain = `falcon${unique}.ac.ae`;
  await signInAsStaff(page);
  await page.goto("/admin/institutions");

  const form = page.getByRole("form", { name: "Add an institution" });
  const nameField = form.getByLabel("Institution name");
  const domainsField = form.getByLabel("E-mail domains");
  const add = form.getByRole("button", { name: "Add institution" });
  const creates = countRequests(page, "POST", /^\/api\/admin\/institutions$/);
  await add.click();
  await expectFieldError(nameField, "Please enter the institution's name.");
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  await domainsField.fill(`https://${domain}`);
  await add.click();
  await expectFieldError(domainsField, "Please enter a domain such as university.ac.ae (no @, no https://).");
  await expect(domainsField).toBeFocused();
  expect(creates()).toBe(0);

  // A well-formed domain anyone can have an address on: only the server knows, and says so there.
  await domainsField.fill(`${domain}, gmail.com`);
  await add.click();
  await expectFieldError(
    domainsField,
    "gmail.com is a free e-mail service anyone can sign up to; it cannot prove student status.",
  );
  expect(creates()).toBe(1);
  await domainsField.fill(domain.toUpperCase());
  await add.click();
  await expect(toast(page, "Institution added")).toContainText(`${name} is on the list.`);
  await expect(nameField).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(domain);

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  const dialogName = dialog.getByLabel("Institution name");
  const addDomains = dialog.getByLabel("Add domains");
  const save = dialog.getByRole("button", { name: "Save" });
  const updates = countRequests(page, "PATCH", /^\/api\/admin\/institutions\/\d+$/);
  await dialogName.fill(" ");
  await save.click();
  await expectFieldError(dialogName, "Please enter the institution's name.");
  await expect(dialogName).toBeFocused();
  expect(updates()).toBe(0);

  await dialogName.fill(renamed);
  await addDomains.fill("ac.ae");
  await save.click();
  await expectFieldError(
    addDomains,
    "ac.ae is shared by many organisations; add the institution's own domain.",
  );
  expect(updates()).toBe(1);
  await addDomains.fill("");
  await dialog.getByRole("button", { name: `Remove ${domain}` }).click();
  await save.click();
  await expect(toast(page, "Institution saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toContainText("No domains");
});
