// Download my data (issue 38): a verified student confirms their password on the dashboard and the
// browser saves a ZIP holding their JSON; a wrong password is told under the field. English and Arabic.
import { readFile } from "node:fs/promises";
import { fromBuffer, type Entry, type ZipFile } from "yauzl";
import { expect, test } from "./support/test.ts";
import { newAccount, registerAccount, verifyStudent, type TestAccount } from "./support/accounts.ts";
import { ar, expectArabicPage, switchLanguage, useIssueWidth } from "./support/arabic.ts";
import type { Page } from "@playwright/test";

/** The ZIP's studentperks-data.json, parsed. */
async function dataIn(zip: Buffer): Promise<{ profile: { email: string; firstName: string } }> {
  const archive = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  return new Promise((resolve, reject) => {
    archive.on("entry", (entry: Entry) => {
      if (entry.fileName !== "studentperks-data.json") return archive.readEntry();
      archive.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      });
    });
    archive.once("end", () => reject(new Error("no studentperks-data.json in the ZIP")));
    archive.readEntry();
  });
}

async function verifiedStudentOnDashboard(page: Page, tag: string): Promise<TestAccount> {
  const account = newAccount(tag);
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  await page.goto("/dashboard");
  return account;
}

/** Opens the section, types the password and sends it with Enter; answers the download, if any. */
async function download(page: Page, text: { open: string; password: string }, password: string) {
  const section = page.getByRole("region", { name: text.open });
  const toggle = section.getByRole("button", { name: text.open });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  const field = section.getByLabel(text.password, { exact: true });
  await expect(field).toBeFocused();
  await field.fill(password);
  return { section, field, toggle };
}

test("a verified student downloads their data", async ({ page }, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  const account = await verifiedStudentOnDashboard(page, "export");
  const text = { open: "Download my data", password: "Current Password" };

  // A wrong password: the server's words under the field, which keeps the focus; nothing saved.
  const wrong = await download(page, text, "Not-the-password-9");
  await wrong.field.press("Enter");
  await expect(wrong.field).toHaveAccessibleDescription(/Your current password is incorrect\./);
  await expect(wrong.field).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("export-refused.png"), fullPage: true });

  const right = await download(page, text, account.password);
  const [saved] = await Promise.all([
    page.waitForEvent("download"),
    right.section.getByRole("button", { name: "Download ZIP" }).click(),
  ]);
  expect(saved.suggestedFilename()).toMatch(/^studentperks-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const data = await dataIn(await readFile((await saved.path())!));
  expect(data.profile).toMatchObject({ email: account.email, firstName: account.firstName });
  await expect(right.toggle).toBeFocused();
  await expect(right.toggle).toHaveAttribute("aria-expanded", "false");
});

test("in Arabic too", async ({ page }, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  const account = await verifiedStudentOnDashboard(page, "export-ar");
  await switchLanguage(page, "العربية");
  await expectArabicPage(page);
  const text = { open: ar("dashboard.export.open"), password: ar("dashboard.export.password") };

  const wrong = await download(page, text, "Not-the-password-9");
  await wrong.field.press("Enter");
  // The server's own words, in the page's language.
  await expect(wrong.field).toHaveAccessibleDescription(/كلمة المرور الحالية غير صحيحة/);

  const right = await download(page, text, account.password);
  await page.screenshot({ path: testInfo.outputPath("export-ar.png"), fullPage: true });
  const [saved] = await Promise.all([page.waitForEvent("download"), right.field.press("Enter")]);
  const data = await dataIn(await readFile((await saved.path())!));
  expect(data.profile.email).toBe(account.email);
  await expectArabicPage(page);
});
