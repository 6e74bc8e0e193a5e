// Issue 32: a merchant who writes in Arabic. Their Arabic is filed as the offer's Arabic, and staff see
// it right to left, with a warning that the English is still to be written before publishing.
// At 390 px (phone project) and 1366 px (desktop project).
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { uniqueEmail } from "./support/accounts.ts";
import { ar, useIssueWidth } from "./support/arabic.ts";
import { pngLogo, uniqueBrand } from "./support/merchants.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

const DESCRIPTION_AR = "كرك وفطور إماراتي في القوز وأبراج بحيرات جميرا.";
const TERMS_AR = "استخدام واحد لكل طالب في كل زيارة، ولا يُجمع مع عروض أخرى.";
const STEP_AR = "اعرض الكود عند الكاشير.";

test("a merchant writes in Arabic; staff see it right to left and are told the English is missing", async ({
  page,
  browser,
}, testInfo) => {
  const brand = uniqueBrand("arabic");
  const merchant = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await merchant.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: testInfo.project.use.baseURL! }]);
  const merchantPage = await merchant.newPage();
  await useIssueWidth(merchantPage, testInfo.project.name);
  await merchantPage.goto("/for-merchants");
  const form = merchantPage.getByRole("form", { name: ar("partnership.title") });
  await expect(form.getByText(ar("partnership.languageHint"))).toBeVisible();
  const logo = form.getByLabel(ar("partnership.logo"));
  await expect(logo).toBeEnabled();
  await logo.setInputFiles(await pngLogo());
  await form.getByLabel(ar("partnership.brandName")).fill(brand);
  await form
    .getByLabel(ar("partnership.brandCategory"))
    .selectOption({ label: ar("partnership.category.Retail") });
  const description = form.getByLabel(ar("partnership.businessDescription"));
  await description.fill(DESCRIPTION_AR);
  // Typed right to left, as the merchant reads it.
  await expect(description).toHaveAttribute("dir", "auto");
  await expect.poll(() => description.evaluate((box) => getComputedStyle(box).direction)).toBe("rtl");
  await form.getByRole("textbox", { name: ar("partnership.discountCode") }).fill("KARAKSP20");
  await form.getByLabel(ar("partnership.discountValue")).fill("20");
  await form.getByLabel(ar("partnership.stepInstruction", { step: 1 })).fill(STEP_AR);
  await form.getByLabel(ar("partnership.terms"), { exact: true }).fill(TERMS_AR);
  await form.getByLabel(ar("partnership.contactName")).fill("عمر حداد");
  await form.getByLabel(ar("partnership.contactEmail")).fill(uniqueEmail("partner-ar"));
  await form.getByRole("button", { name: ar("partnership.submit") }).click();
  await expect(merchantPage.getByRole("heading", { name: ar("partnership.successTitle") })).toBeVisible();
  await merchant.close();

  await useIssueWidth(page, testInfo.project.name);
  await signInAsStaff(page);
  await page.goto("/admin/partnerships");
  await page.getByRole("link", { name: brand }).click();
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();

  const warning = page.getByTestId("english-warnings");
  await expect(warning).toContainText("needs these in English before it can be published");
  await expect(warning.getByRole("listitem")).toHaveText([
    "Business description: no English yet. The merchant wrote it in Arabic only.",
    "How students redeem it: the English text is written in Arabic.",
    "Terms and conditions: no English yet. The merchant wrote it in Arabic only.",
  ]);
  const arabicDescription = page.getByText(DESCRIPTION_AR);
  await expect(arabicDescription).toHaveAttribute("dir", "rtl");
  await expect(arabicDescription).toHaveAttribute("lang", "ar");
  const step = page.getByRole("listitem").filter({ hasText: STEP_AR });
  await expect(step).toHaveAttribute("dir", "auto");
  await expect.poll(() => step.evaluate((item) => getComputedStyle(item).direction)).toBe("rtl");

  // The draft offer keeps the Arabic as Arabic, and says what publishing needs in English.
  await page.getByRole("button", { name: "Approve and create draft offer" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
  const offerWarning = page.getByTestId("english-warnings");
  await expect(offerWarning).toContainText("Write them in English before publishing");
  await expect(offerWarning).toContainText("Description: no English yet");
  await expect(page.getByLabel("Description in Arabic")).toHaveValue(DESCRIPTION_AR);
  await page.getByLabel("Description", { exact: true }).fill("Karak tea and Emirati breakfast.");
  await expect(offerWarning).not.toContainText("Description: no English yet");
});
