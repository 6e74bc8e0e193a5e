import type { Browser, Page } from "@playwright/test";
import { fullNameOf, newAccount, registerAccount, toast, type TestAccount } from "./support/accounts.ts";
import { findMail } from "./support/outbox.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/**
 * A second person in their own browser, from an address of their own (the test's address with
 * another first number), who signs up and uploads a document through the pages.
 */
async function studentWithUploadedDocument(browser: Browser, ownAddress: string, tag: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ownAddress.replace(/^\d+/, "11") },
  });
  const page = await context.newPage();
  const account = newAccount(tag);
  await registerAccount(page.request, account);
  await page.goto("/document-verification");
  await page.getByLabel("Document", { exact: true }).setInputFiles({
    name: "enrolment.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByLabel("Document Type").selectOption({ label: "Enrollment Letter" });
  await page.getByLabel("Institution Name").fill("Falcon College of Aviation");
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(toast(page, "Document Uploaded Successfully!")).toBeVisible();
  return { page, account, close: () => context.close() };
}

const rowOf = (staff: Page, account: TestAccount) =>
  staff.getByRole("row").filter({ hasText: account.email });

test("staff view and approve a document, and the student's dashboard turns Verified", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithUploadedDocument(
    browser,
    extraHTTPHeaders!["x-forwarded-for"]!,
    "approve",
  );
  const name = fullNameOf(student.account);

  await signInAsStaff(page);
  await expect(page.getByRole("heading", { level: 1, name: "Verifications" })).toBeVisible();
  const row = rowOf(page, student.account);
  await expect(row).toContainText("Enrollment letter");
  await expect(row).toContainText("Falcon College of Aviation");
  await expect(row).toContainText(/\d+ min/);

  await row.getByRole("button", { name: `View document of ${name}` }).click();
  const viewer = page.getByRole("dialog", { name: `${name}'s Enrollment letter` });
  const frame = viewer.locator("iframe");
  await expect(frame).toBeVisible();
  const file = await page.request.get((await frame.getAttribute("src"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(await file.body()).toEqual(PDF);
  await expect(viewer.getByRole("link", { name: "Open in new tab" })).toHaveAttribute("target", "_blank");
  await viewer.getByRole("button", { name: "Close", exact: true }).click();

  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Approved")).toContainText("The student is verified and has been e-mailed.");
  await expect(rowOf(page, student.account)).toHaveCount(0);

  await student.page.goto("/dashboard");
  const card = student.page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Verified");
  await expect(card).toContainText("Your student status is verified.");
  const mail = await findMail(
    page.request,
    (m) => m.to === student.account.email && m.subject === "You are verified on StudentPerks",
    "the approval e-mail",
  );
  expect(mail.text).toContain("Falcon College of Aviation");
  await student.close();
});

test("staff reject a document with a reason, which is mailed to the student", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithUploadedDocument(browser, extraHTTPHeaders!["x-forwarded-for"]!, "reject");
  await signInAsStaff(page);
  const row = rowOf(page, student.account);
  await row.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${fullNameOf(student.account)}'s document` });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason.");
  const reason = "The letter is from last year. Please upload this term's enrolment letter.";
  await dialog.getByLabel("Reason (sent to them by e-mail)").fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Document rejected")).toBeVisible();
  await expect(rowOf(page, student.account)).toHaveCount(0);

  const mail = await findMail(
    page.request,
    (m) => m.to === student.account.email && m.subject === "We could not verify your student status",
    "the rejection e-mail",
  );
  expect(mail.text).toContain(reason);
  await student.page.goto("/dashboard");
  const card = student.page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Rejected");
  await expect(card).toContainText(`Reason from our team${reason}`);
  await student.close();
});
