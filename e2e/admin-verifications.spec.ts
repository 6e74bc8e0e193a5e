import type { Browser, Page } from "@playwright/test";
import { fullNameOf, newAccount, registerAccount, toast, type TestAccount } from "./support/accounts.ts";
import { PDF } from "./support/documents.ts";
import { findMail } from "./support/outbox.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * A second person in their own browser, from an address of their own (the test's address with
 * another first number), signed up.
 */
async function studentInOwnBrowser(browser: Browser, ownAddress: string, tag: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ownAddress.replace(/^\d+/, "11") },
  });
  const page = waitingForTheApp(await context.newPage());
  // A name of their own: the console shows names, and the other project runs the same test at once.
  const account = { ...newAccount(tag), lastName: `Al Mansoori ${Math.random().toString(36).slice(2, 8)}` };
  await registerAccount(page.request, account);
  return { page, account, close: () => context.close() };
}

/** A student who uploads a document through the pages. */
async function studentWithUploadedDocument(browser: Browser, ownAddress: string, tag: string) {
  const student = await studentInOwnBrowser(browser, ownAddress, tag);
  const { page } = student;
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
  return student;
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
  // Someone who uploaded after them: their row is below, and moves up once the first is decided.
  const next = await studentWithUploadedDocument(browser, extraHTTPHeaders!["x-forwarded-for"]!, "next");
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

  // Approving is done in the viewer, after the checklist: the row has no Approve that would skip it.
  await expect(row.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await row.getByRole("button", { name: `View document of ${name}` }).click();
  await viewer.getByRole("checkbox", { name: `Full name: ${name}` }).check();
  await viewer.getByRole("checkbox", { name: "Institution chosen: Falcon College of Aviation" }).check();
  await viewer.getByRole("checkbox", { name: "The dates on the card are current" }).check();
  await viewer.getByRole("button", { name: "Approve" }).click();

  // A double click approves once and says so, never "already approved" after it worked; and its
  // second click, landing after the viewer moved on to the next document, does not approve that one.
  const approvals = countRequests(page, "POST", /\/approve$/);
  const button = (await viewer.getByRole("button", { name: "Yes, approve" }).boundingBox())!;
  await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(toast(page, "Approved")).toContainText("The student is verified and has been e-mailed.");
  await expect(rowOf(page, student.account)).toHaveCount(0);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // Closed with its button: the second click may have landed in the next document's frame, which then
  // holds the keyboard (an Escape goes to the PDF, not the dialog).
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("heading", { level: 1, name: "Verifications" }).click();
  expect(approvals()).toBe(1);
  await expect(rowOf(page, next.account)).toHaveCount(1);
  await next.close();

  await student.page.goto("/dashboard");
  const card = student.page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Verified");
  await expect(card).toContainText("Your student status is verified.");
  const mail = await findMail(
    (m) => m.to === student.account.email && m.subject === "You are verified on StudentPerks",
    "the approval e-mail",
  );
  expect(mail.text).toContain("Falcon College of Aviation");
  await student.close();

  // The audit log says it in words, with the student's name.
  await page.getByRole("link", { name: "Audit log" }).click();
  const entry = page.getByRole("row").filter({ hasText: name }).first();
  await expect(entry).toContainText("Approved a verification document");
  await expect(entry).not.toContainText("verification.document_approve");
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
  // An empty reason is refused in the browser, under the field, which takes focus; nothing is sent.
  const rejections = countRequests(page, "POST", /\/reject$/);
  await dialog.getByRole("button", { name: "Reject" }).click();
  const reasonField = dialog.getByLabel("Reason (sent to them by e-mail)");
  await expectFieldError(reasonField, "Please give a reason.");
  await expect(reasonField).toBeFocused();
  expect(rejections()).toBe(0);
  const reason = "The letter is from last year. Please upload this term's enrolment letter.";
  await reasonField.fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Document rejected")).toBeVisible();
  await expect(rowOf(page, student.account)).toHaveCount(0);

  const mail = await findMail(
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

test("staff add a student's unknown domain: the student is sent a code, enters it, and is Verified", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const unique = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const domain = `falcon${unique}.ac.ae`;
  const studentEmail = `aisha.${unique}@${domain}`;
  const institution = `Falcon Aviation College ${unique}`;
  const student = await studentInOwnBrowser(browser, extraHTTPHeaders!["x-forwarded-for"]!, "domain");
  const own = student.page;
  await own.goto("/student-verification");
  await own.getByLabel("Student Email").fill(studentEmail);
  await own.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(own.getByRole("heading", { name: "Domain Not Recognized" })).toBeVisible();

  await signInAsStaff(page);
  await page.getByRole("button", { name: `Add domain and send codes: ${domain}` }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${domain}` });
  // Nothing chosen, then a new institution without a name: refused in the browser, nothing sent.
  const additions = countRequests(page, "POST", /^\/api\/admin\/verifications\/domains$/);
  await dialog.getByRole("button", { name: "Add domain and send codes" }).click();
  const chosen = dialog.getByLabel("Institution", { exact: true });
  await expectFieldError(chosen, "Please choose an institution.");
  await expect(chosen).toBeFocused();
  await dialog.getByLabel("A new institution").check();
  await dialog.getByRole("button", { name: "Add domain and send codes" }).click();
  const institutionName = dialog.getByLabel("Institution name");
  await expectFieldError(institutionName, "Please enter the institution's name.");
  await expect(institutionName).toBeFocused();
  expect(additions()).toBe(0);
  await institutionName.fill(institution);
  await dialog.getByRole("button", { name: "Add domain and send codes" }).click();
  await expect(toast(page, "Domain added")).toContainText(
    `It now belongs to ${institution}. 1 waiting student was sent a verification code.`,
  );

  const mail = await findMail(
    (m) => m.to === studentEmail && m.subject.endsWith("is your StudentPerks student verification code"),
    "the code for the newly listed domain",
  );
  expect(mail.text).toContain(`${institution} is now on our list of recognised institutions`);
  const code = /\b\d{6}\b/.exec(mail.text)![0];

  // The link in the e-mail, in a browser that kept no student e-mail: the server says where the code went.
  expect(await own.evaluate(() => localStorage.getItem("studentEmail"))).toBeNull();
  await own.goto("/otp-verification");
  await expect(own.getByRole("main").getByText(`We sent a 6-digit code to ${studentEmail}`)).toBeVisible();

  // Listing the domain verified no one; the dashboard leads to the code entry too.
  await own.goto("/dashboard");
  const card = own.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText(studentEmail);
  await card.getByRole("link", { name: "Update Verification" }).click();
  await expect(own).toHaveURL(/\/student-verification$/);
  await expect(own.getByRole("status").filter({ hasText: studentEmail })).toBeVisible();
  await own.getByRole("button", { name: "Enter the Code" }).click();
  await expect(own).toHaveURL(/\/otp-verification$/);
  await own.getByLabel("Digit 1 of 6").pressSequentially(code);
  await own.getByRole("button", { name: "Verify Code" }).click();
  await expect(own.getByRole("heading", { name: "Verification Successful!" })).toBeVisible();

  await own.goto("/dashboard");
  await expect(card).toContainText("Verified");
  await expect(card).toContainText("Your student status is verified.");
  await student.close();
});

test("in the viewer staff tick what they compared and approve after a confirmation naming the student and institution", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithUploadedDocument(
    browser,
    extraHTTPHeaders!["x-forwarded-for"]!,
    "viewer-ok",
  );
  const name = fullNameOf(student.account);
  await signInAsStaff(page);
  await rowOf(page, student.account)
    .getByRole("button", { name: `View document of ${name}` })
    .click();
  const viewer = page.getByRole("dialog", { name: `${name}'s Enrollment letter` });

  await viewer.getByRole("button", { name: "Approve" }).click();
  await expect(viewer.getByRole("alert")).toHaveText("Compare the document and tick each item first.");
  // A check is ticked with the keyboard too.
  const nameCheck = viewer.getByRole("checkbox", { name: `Full name: ${name}` });
  // Focus and key in one step: the PDF beside it may take focus as it finishes loading, and then the
  // key goes to the PDF; pressed again (never on a ticked box) once the PDF has had its turn.
  await expect(async () => {
    if (!(await nameCheck.isChecked())) await nameCheck.press("Space");
    await expect(nameCheck).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await viewer.getByRole("checkbox", { name: "Institution chosen: Falcon College of Aviation" }).check();
  await viewer.getByRole("checkbox", { name: "The dates on the card are current" }).check();
  await viewer.getByRole("button", { name: "Approve" }).click();
  const confirmation = viewer.getByRole("group", {
    name: `Approve ${name} as a student of Falcon College of Aviation?`,
  });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole("button", { name: "Yes, approve" })).toBeFocused();
  // The checklist and the confirmation meet WCAG 2.2 AA (the document's own frame is the browser's).
  await expectNoAxeViolations(page, "the document dialog", { include: '[role="dialog"]', exclude: "iframe" });
  await page.keyboard.press("Enter");
  await expect(toast(page, "Approved")).toContainText("The student is verified and has been e-mailed.");
  // The viewer moved on: to the next document waiting, or closed with focus on the queue.
  await expect(viewer).toHaveCount(0);
  await expect(rowOf(page, student.account)).toHaveCount(0);
  if ((await page.getByRole("dialog").count()) === 0) {
    await expect(page.getByRole("heading", { name: /^Documents/ })).toBeFocused();
  }

  await student.page.goto("/dashboard");
  await expect(student.page.getByRole("region", { name: "Student Verification" })).toContainText("Verified");
  await student.close();
});

test("staff reject from the viewer with a listed reason; the student reads it in their language", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithUploadedDocument(
    browser,
    extraHTTPHeaders!["x-forwarded-for"]!,
    "viewer-no",
  );
  const name = fullNameOf(student.account);
  await signInAsStaff(page);
  await rowOf(page, student.account)
    .getByRole("button", { name: `View document of ${name}` })
    .click();
  const viewer = page.getByRole("dialog", { name: `${name}'s Enrollment letter` });
  await viewer.getByRole("button", { name: "Reject" }).click();
  await viewer.getByRole("radio", { name: "Other" }).check();
  await viewer.getByRole("button", { name: "Reject" }).click();
  await expect(viewer.getByRole("alert")).toHaveText(
    "Choose a reason; with Other, write it for the student.",
  );
  await viewer.getByRole("radio", { name: "Name does not match" }).check();
  await viewer.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Document rejected")).toBeVisible();
  await expect(rowOf(page, student.account)).toHaveCount(0);

  const words = "The name on the document does not match the name on your account.";
  const mail = await findMail(
    (m) => m.to === student.account.email && m.subject === "We could not verify your student status",
    "the rejection e-mail",
  );
  expect(mail.text).toContain(words);
  await student.page.goto("/dashboard");
  const card = student.page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText(words);
  // The student's language is the account's: in Arabic the listed reason is said in Arabic.
  const baseURL = test.info().project.use.baseURL!;
  const toArabic = await student.page.request.put("/api/auth/locale", {
    data: { locale: "ar" },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(toArabic.status()).toBe(200);
  await student.page.context().addCookies([{ name: "sp_locale", value: "ar", url: baseURL }]);
  await student.page.reload();
  await expect(student.page.getByRole("region", { name: "التحقق من صفة الطالب" })).toContainText(
    "الاسم في المستند لا يطابق الاسم في حسابك.",
  );
  await student.close();
});
