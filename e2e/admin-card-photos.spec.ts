import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import {
  fullNameOf,
  newAccount,
  registerAccount,
  toast,
  verifyStudent,
  type TestAccount,
} from "./support/accounts.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/**
 * A verified student in a browser of their own (from an address of their own), who has sent a photo
 * for their card. The card page that sends it is the lead's; the call is the one it makes.
 */
async function studentWithPhoto(browser: Browser, ownAddress: string, tag: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ownAddress.replace(/^\d+/, "12") },
  });
  const page = waitingForTheApp(await context.newPage());
  // A name of their own: the console shows names, and the other tests run at once.
  const account = { ...newAccount(tag), lastName: `Al Mansoori ${Math.random().toString(36).slice(2, 8)}` };
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 140, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const sent = await page.request.put("/api/card/photo", {
    multipart: { photo: { name: "me.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const card = async () => (await (await page.request.get("/api/card")).json()).card;
  return { page, account, card, close: () => context.close() };
}

const photoRowOf = (staff: Page, account: TestAccount) =>
  staff
    .getByRole("region", { name: /^Card photos/ })
    .getByRole("row")
    .filter({ hasText: account.email });

async function openViewer(staff: Page, account: TestAccount) {
  const name = fullNameOf(account);
  await photoRowOf(staff, account)
    .getByRole("button", { name: `Review the card photo of ${name}` })
    .click();
  return staff.getByRole("dialog", { name: `${name}'s card photo` });
}

test("staff approve a card photo seen beside the student's name: the cashier's check page then shows it", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithPhoto(browser, extraHTTPHeaders!["x-forwarded-for"]!, "photo-ok");
  const name = fullNameOf(student.account);
  expect((await student.card()).photo).toBe("pending");

  await signInAsStaff(page);
  await expect(photoRowOf(page, student.account)).toContainText("Zayed University");
  const viewer = await openViewer(page, student.account);
  await expect(viewer).toContainText(student.account.email);
  await expect(viewer).toContainText("They verified by student e-mail");
  const photo = viewer.getByRole("img", { name: `The card photo ${name} sent` });
  await expect(photo).toBeVisible();
  // Loaded from the admin-only route: the re-encoded 3:4 portrait.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe("360x480");
  await expectNoAxeViolations(page, "the photo dialog", { include: '[role="dialog"]' });

  const approvals = countRequests(page, "POST", /\/card-photos\/[^/]+\/approve$/);
  await viewer.getByRole("button", { name: "Approve" }).dblclick();
  await expect(toast(page, "Photo approved")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(photoRowOf(page, student.account)).toHaveCount(0);
  // Back on the queue, not on to another student's photo under the pointer.
  await expect(page.getByRole("heading", { name: /^Card photos/ })).toBeFocused();
  expect(approvals()).toBe(1);

  const card = await student.card();
  expect(card.photo).toBe("approved");
  // The cashier's page: no script, the photo inline in a box of fixed size, allowed by its CSP.
  await student.page.goto(new URL(card.checkUrl).pathname);
  await expect(student.page.getByRole("heading", { name: "Valid" })).toBeVisible();
  const face = student.page.getByRole("img", { name: "Photo of the student" });
  await expect(face).toHaveAttribute("src", /^data:image\/webp;base64,/);
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await expect(student.page.getByText("No photo — ask for a photo ID")).toHaveCount(0);
  await student.close();

  // The audit log says it in words, with the student's name.
  await page.getByRole("link", { name: "Audit log" }).click();
  const entry = page.getByRole("row").filter({ hasText: name }).first();
  await expect(entry).toContainText("Approved a card photo");
});

test("staff reject a card photo with a reason, which the student reads on their card", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  const student = await studentWithPhoto(browser, extraHTTPHeaders!["x-forwarded-for"]!, "photo-no");
  const name = fullNameOf(student.account);
  await signInAsStaff(page);
  const viewer = await openViewer(page, student.account);
  await viewer.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${name}'s card photo` });
  // An empty reason is refused in the browser, under the field; nothing is sent.
  const rejections = countRequests(page, "POST", /\/card-photos\/[^/]+\/reject$/);
  await dialog.getByRole("button", { name: "Reject" }).click();
  const reasonField = dialog.getByLabel("Reason (shown to the student on their card)");
  await expectFieldError(reasonField, "Please give a reason.");
  expect(rejections()).toBe(0);
  const reason = "The photo shows two people. Please send one of your face only.";
  await reasonField.fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Photo rejected")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(photoRowOf(page, student.account)).toHaveCount(0);

  const card = await student.card();
  expect(card).toMatchObject({ photo: "rejected", photoRejectionReason: reason });
  await student.page.goto(new URL(card.checkUrl).pathname);
  await expect(student.page.getByText("No photo — ask for a photo ID")).toBeVisible();
  await expect(student.page.getByRole("img")).toHaveCount(0);
  await student.close();
});
