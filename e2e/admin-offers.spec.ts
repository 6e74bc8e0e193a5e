import { offerGrid } from "./support/offers.ts";
import { newAccount, registerAccount, toast, verifyStudent } from "./support/accounts.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";

test("staff create an offer with a pool of codes and publish it; a student finds it and gets one of those codes", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Two people and about forty steps: a busy CI machine has taken the whole default 30 s for them.
  test.slow();
  const brand = `Oasis Optics ${test.info().project.name} ${Date.now().toString(36)}`;
  const title = `15% off frames at ${brand}`;
  await signInAsStaff(page);
  await page.getByRole("link", { name: "Offers", exact: true }).click();
  await page.getByRole("link", { name: "New offer" }).click();

  // Exact: "Title in Arabic" is on the form too.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("Fifteen percent off every pair of frames for students.");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByLabel("Business name").fill(`${brand} LLC`);
  await page.getByLabel("Category").selectOption("Retail");
  await page.getByLabel("Discount type").selectOption("percentage");
  await page.getByLabel("Value", { exact: true }).fill("150");
  await page.getByLabel("Step 1", { exact: true }).fill("Show your code at the till");
  await page.getByLabel("Terms and conditions").fill("One pair per student.");
  const creates = countRequests(page, "POST", /^\/api\/admin\/offers$/);
  await page.getByRole("button", { name: "Save" }).click();
  // Checked in the browser first, with the contracts' message, under the field; nothing is sent.
  const value = page.getByLabel("Value", { exact: true });
  await expectFieldError(value, "A percentage discount can be at most 100");
  await expect(value).toBeFocused();
  expect(creates()).toBe(0);
  await value.fill("15");
  // A double click saves one draft.
  await page.getByRole("button", { name: "Save" }).dblclick();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
  expect(creates()).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A file the server would refuse is refused as it is chosen, with the contracts' message.
  const uploads = countRequests(page, "POST", /^\/api\/admin\/offers\/\d+\/codes$/);
  const codesFile = page.getByLabel("CSV of codes");
  await codesFile.setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code\nOASIS-A1\nOASIS B2\n"),
  });
  await expectFieldError(
    codesFile,
    "Line 3 is not a valid code: a code is letters, digits and symbols without spaces, at most 64 characters.",
  );
  await expect(page.getByRole("button", { name: "Upload codes" })).toBeDisabled();
  expect(uploads()).toBe(0);
  await codesFile.setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code\nOASIS-A1\nOASIS-B2\nOASIS-A1\n"),
  });
  await page.getByRole("button", { name: "Upload codes" }).click();
  await expect(page.getByText("Added 2 codes (1 duplicate ignored). 2 codes left.")).toBeVisible();
  await expect(page.getByText("2 of 2 codes left")).toBeVisible();
  expect(uploads()).toBe(1);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("link", { name: "View on site" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  const studentContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders,
  });
  const student = waitingForTheApp(await studentContext.newPage());
  const account = newAccount("admin-offers");
  await registerAccount(student.request, account);
  await verifyStudent(student.request, account);
  await student.goto("/");
  await student.getByPlaceholder("Search brands, offers, or products...").fill(brand);
  await offerGrid(student).getByRole("button", { name: title, exact: true }).click();
  await student.getByRole("dialog").getByRole("button", { name: "Redeem Now" }).click();
  await expect(toast(student, "Code Redeemed!")).toBeVisible();
  await expect(student.getByRole("dialog").getByTestId("discount-code")).toHaveText(/^OASIS-(A1|B2)$/);
  await studentContext.close();
});
