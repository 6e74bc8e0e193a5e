// Makes the /how-it-works screenshots (apps/web/public/guide/*.webp) from the real product: starts the
// built server on a throw-away data directory, walks the student flows in Chromium at phone size,
// and saves each screen as a small WebP. Run `npm run screenshots:guide` (it builds first).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { SCREENSHOT_SIZE, type ScreenshotName } from "../apps/web/src/features/guide/screenshots.ts";
import { findChromium } from "../e2e/support/chromium.ts";
import { startProcess } from "../tools/process.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps/web/public/guide");
const serverScript = join(root, "apps/server/dist/main.js");
const MAX_BYTES = 60_000;

// Fictional people on a fresh database, so every run gives the same pictures.
const student = {
  firstName: "Aisha",
  lastName: "Al Mansoori",
  email: "aisha.almansoori@example.com",
  phone: "+971 50 123 4567",
  password: "Oasis-Guide-Falcon-2025",
  studentEmail: "aisha.almansoori@students.hct.ac.ae",
};
const secondStudent = { ...student, firstName: "Omar", lastName: "Haddad", email: "omar.haddad@example.com" };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Closes the toasts a step left behind, so they do not cover the next screen. */
async function closeToasts(page: Page): Promise<void> {
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  for (const close of await region.getByRole("button", { name: "Close notification" }).all()) {
    await close.click();
  }
  await region.getByRole("listitem").first().waitFor({ state: "detached" });
}

async function save(page: Page, name: ScreenshotName): Promise<void> {
  const png = await page.screenshot({ animations: "disabled", caret: "hide" });
  const file = join(outDir, `${name}.webp`);
  await sharp(png)
    .resize(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height)
    .webp({ quality: 75, effort: 6 })
    .toFile(file);
  const bytes = statSync(file).size;
  console.log(`${name}.webp ${(bytes / 1024).toFixed(1)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${name}.webp is ${bytes} bytes, over the ${MAX_BYTES} budget`);
}

async function newPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return context.newPage();
}

/** The newest 6-digit code e-mailed to `to`, from the dev outbox. */
async function emailedCode(page: Page, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const messages = (await (await page.request.get("/dev/mail.json")).json()) as {
      to: string;
      text: string;
    }[];
    const code = /\b\d{6}\b/.exec(messages.find((message) => message.to === to)?.text ?? "")?.[0];
    if (code) return code;
    await page.waitForTimeout(200);
  }
  throw new Error(`no code e-mailed to ${to}`);
}

/** Steps 1-4: the home page, sign-up, the student e-mail and its code, for a student who ends verified. */
async function signUpAndVerify(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("article").first().waitFor();
  await save(page, "01-home");

  await page.goto("/signup");
  await page.getByLabel("First Name").fill(student.firstName);
  await page.getByLabel("Last Name").fill(student.lastName);
  await page.getByRole("textbox", { name: "Email" }).fill(student.email);
  await page.getByLabel("Personal Phone").fill(student.phone);
  await page.getByLabel("Personal Phone").blur();
  await save(page, "02-signup");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await page.waitForURL(/\/student-verification$/);
  await page.getByLabel("Student Email").fill(student.studentEmail);
  await page.getByLabel("Student Email").blur();
  await closeToasts(page);
  await save(page, "03-student-email");
  await page.getByRole("button", { name: "Send Verification Code" }).click();

  await page.waitForURL(/\/otp-verification$/);
  const code = await emailedCode(page, student.studentEmail);
  await page.getByLabel("Digit 1 of 6").pressSequentially(code);
  await page.getByLabel("Digit 6 of 6").blur();
  await save(page, "04-code");
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await closeToasts(page);
}

/** Step 5: the document upload, for another student (a verified one is not asked for documents). */
async function documentUpload(page: Page): Promise<void> {
  const registered = await page.request.post("/api/auth/register", {
    data: {
      firstName: secondStudent.firstName,
      lastName: secondStudent.lastName,
      email: secondStudent.email,
      phone: secondStudent.phone,
      password: secondStudent.password,
      emailMarketing: true,
      whatsappMarketing: false,
      role: "student",
    },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  await page.goto("/document-verification");
  await page.getByLabel("Document Type").selectOption({ label: "Student ID Card" });
  await page.getByLabel("Institution Name").fill("Higher Colleges of Technology");
  const card = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 226, g: 240, b: 236 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Document", { exact: true })
    .setInputFiles({ name: "student-id-card.png", mimeType: "image/png", buffer: card });
  await page.getByText("student-id-card.png").waitFor();
  await page.getByLabel("Institution Name").blur();
  await save(page, "05-document-upload");
}

/** Steps 6-9: browse and save, then an offer's code, Guide and T&C's tabs, as the verified student. */
async function browseAndRedeem(page: Page): Promise<void> {
  const offers = (await (await page.request.get("/api/offers")).json()) as PublicOffer[];
  const offer = offers.find((o) => o.offerType === "discount" && o.businessCategory === "fashion");
  if (!offer) throw new Error("the seed has no fashion discount offer");

  await page.goto("/#categories");
  await page.locator("#categories").getByRole("button", { name: "Fashion", exact: true }).click();
  await page
    .getByRole("button", { name: `Save ${offer.brandName}` })
    .first()
    .click();
  await page
    .getByRole("button", { name: `Remove ${offer.brandName} from saved` })
    .first()
    .waitFor();
  await closeToasts(page);
  // The filters above and the whole first card with its filled heart below.
  await page
    .getByRole("article")
    .first()
    .evaluate((element) => element.scrollIntoView({ block: "end" }));
  await save(page, "06-browse-offers");

  await page.goto(`/?offer=${offer.id}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Redeem Now" }).click();
  await dialog.getByTestId("discount-code").waitFor();
  await dialog.getByRole("button", { name: "Copy Code" }).click();
  await page.getByText("Code Copied!").waitFor();
  await save(page, "07-redeem");

  // Opened afresh, without the toast over it.
  await page.goto(`/?offer=${offer.id}`);
  await dialog.getByRole("tab", { name: "Guide" }).click();
  await dialog.getByRole("tabpanel").getByRole("listitem").first().waitFor();
  await save(page, "08-guide-tab");

  await dialog.getByRole("tab", { name: "T&C's" }).click();
  await dialog.getByRole("tabpanel").waitFor();
  await save(page, "09-terms-tab");
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "studentperks-guide-"));
  let server: { stop: () => Promise<void> } | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    const port = await freePort();
    // The embedded database and the dev outbox, whatever the shell points at.
    server = await startProcess(
      serverScript,
      {
        NODE_ENV: "development",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SMTP_URL: undefined,
        REDIS_URL: undefined,
      },
      `http://127.0.0.1:${port}/api/health`,
    );
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const baseURL = `http://127.0.0.1:${port}`;
    const verified = await newPhone(browser, baseURL);
    await signUpAndVerify(verified);
    await browseAndRedeem(verified);
    await documentUpload(await newPhone(browser, baseURL));
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
