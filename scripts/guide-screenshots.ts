// Makes the /how-it-works screenshots from the real product, in both languages: English into
// apps/web/public/guide/*.webp, Arabic into apps/web/public/guide/ar/*.webp (same names). For each
// language it starts the built server on a throw-away data directory, walks the student flows in
// Chromium at phone size in that language, and saves each screen as a small WebP.
// Run `npm run screenshots:guide` (it builds first).
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { CODE_LENGTH } from "@studentperks/contracts/auth";
import { isolatedValues } from "@studentperks/contracts/i18n/isolates";
import { LOCALE_COOKIE, type Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { SCREENSHOT_SIZE, type ScreenshotName } from "../apps/web/src/features/guide/screenshots.ts";
import arFrame from "../apps/web/src/lib/i18n/locales/ar.json" with { type: "json" };
import arPages from "../apps/web/src/lib/i18n/locales/ar.pages.json" with { type: "json" };
import enFrame from "../apps/web/src/lib/i18n/locales/en.json" with { type: "json" };
import enPages from "../apps/web/src/lib/i18n/locales/en.pages.json" with { type: "json" };
import { findChromium } from "../e2e/support/chromium.ts";
import { startProcess } from "../tools/process.ts";

const root = join(import.meta.dirname, "..");
const serverScript = join(root, "apps/server/dist/main.js");
const MAX_BYTES = 60_000;
const PICTURED_CODE = "482917";

type MessageKey = keyof typeof enFrame | keyof typeof enPages;
const catalogues: Record<Locale, Record<MessageKey, string>> = {
  en: { ...enFrame, ...enPages },
  ar: { ...arFrame, ...arPages },
};

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** One language's pictures: where they go, who is in them, and the UI's words to find things by. */
interface Run {
  locale: Locale;
  outDir: string;
  /** Signs up and verifies with `studentEmail` (steps 1-4, 6-9). */
  student: Person & { studentEmail: string };
  /** Uploads a document instead (step 5). */
  secondStudent: Person;
  institution: string;
  documentFileName: string;
  /** The catalogue's text for `key` in this run's language, its `{placeholders}` filled. */
  text: (key: MessageKey, values?: Record<string, string | number>) => string;
}

function makeRun(locale: Locale, people: Omit<Run, "locale" | "outDir" | "text">): Run {
  const catalogue = catalogues[locale];
  return {
    locale,
    outDir: join(root, "apps/web/public/guide", locale === "en" ? "" : locale),
    ...people,
    // Values are isolated as the product's t() does on a right-to-left page.
    text: (key, values = {}) => {
      const filled = isolatedValues(values, locale) ?? {};
      return catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) =>
        name in filled ? String(filled[name]) : match,
      );
    },
  };
}

// Fictional people, each language on its own fresh database, so every run gives the same pictures.
const password = "Oasis-Guide-Falcon-2025";
const phone = "+971 50 123 4567";
const runs: Run[] = [
  makeRun("en", {
    student: {
      firstName: "Aisha",
      lastName: "Al Mansoori",
      email: "aisha.almansoori@example.com",
      phone,
      password,
      studentEmail: "aisha.m@students.hct.ac.ae",
    },
    secondStudent: {
      firstName: "Omar",
      lastName: "Haddad",
      email: "omar.haddad@example.com",
      phone,
      password,
    },
    institution: "Higher Colleges of Technology",
    documentFileName: "student-id-card.png",
  }),
  makeRun("ar", {
    student: {
      firstName: "مريم",
      lastName: "السويدي",
      email: "mariam.alsuwaidi@example.com",
      phone,
      password,
      studentEmail: "mariam.s@students.hct.ac.ae",
    },
    secondStudent: {
      firstName: "خالد",
      lastName: "الهاشمي",
      email: "khalid.alhashimi@example.com",
      phone,
      password,
    },
    institution: "كليات التقنية العليا",
    documentFileName: "بطاقة-الطالب.png",
  }),
];

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

/**
 * Closes the toasts a step left behind, so they do not cover the next screen; first waits for the
 * one titled `expected`, if given, as it may show up only after the page has changed.
 */
async function closeToasts(run: Run, page: Page, expected?: MessageKey): Promise<void> {
  // Radix puts the hotkey into the region's label; the catalogue's `{hotkey}` may arrive already empty.
  const regionNamed = (hotkey: string) =>
    page.getByRole("region", { name: run.text("toast.region", { hotkey }), exact: true });
  const region = regionNamed("F8").or(regionNamed(""));
  if (expected) {
    await region
      .getByRole("listitem")
      .filter({ hasText: run.text(expected) })
      .waitFor();
  }
  for (const close of await region.getByRole("button", { name: run.text("toast.close") }).all()) {
    await close.click();
  }
  await region.getByRole("listitem").first().waitFor({ state: "detached" });
}

async function save(run: Run, page: Page, name: ScreenshotName): Promise<void> {
  const png = await page.screenshot({ animations: "disabled", caret: "hide" });
  const file = join(run.outDir, `${name}.webp`);
  const shown = `${run.locale}/${name}.webp`;
  await sharp(png)
    .resize(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height)
    .webp({ quality: 75, effort: 6 })
    .toFile(file);
  const bytes = statSync(file).size;
  console.log(`${shown} ${(bytes / 1024).toFixed(1)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${shown} is ${bytes} bytes, over the ${MAX_BYTES} budget`);
}

/** A phone whose browser speaks the run's language and has chosen it on the site (the locale cookie). */
async function newPhone(run: Run, browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: `${run.locale}-AE`,
    viewport: { width: 390, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await context.addCookies([{ name: LOCALE_COOKIE, value: run.locale, url: baseURL }]);
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
async function signUpAndVerify(run: Run, page: Page): Promise<void> {
  const { student, text } = run;
  await page.goto("/");
  await page.getByRole("article").first().waitFor();
  await save(run, page, "01-home");

  await page.goto("/signup");
  await page.getByLabel(text("signup.firstName")).fill(student.firstName);
  await page.getByLabel(text("signup.lastName")).fill(student.lastName);
  await page.getByRole("textbox", { name: text("form.email") }).fill(student.email);
  await page.getByLabel(text("signup.phone")).fill(student.phone);
  await page.getByLabel(text("signup.phone")).blur();
  await save(run, page, "02-signup");
  await page.getByRole("button", { name: text("signup.continue") }).click();
  await page.getByLabel(text("form.password"), { exact: true }).fill(student.password);
  await page.getByLabel(text("form.confirmPassword"), { exact: true }).fill(student.password);
  await page.getByRole("button", { name: text("createPassword.submit") }).click();

  await page.waitForURL(/\/student-verification$/);
  await page.getByLabel(text("verify.studentEmail")).fill(student.studentEmail);
  await page.getByLabel(text("verify.studentEmail")).blur();
  await closeToasts(run, page, "createPassword.success");
  await save(run, page, "03-student-email");
  await page.getByRole("button", { name: text("verify.sendCode") }).click();

  await page.waitForURL(/\/otp-verification$/);
  // The picture shows a fixed code (the server's is random); the real one is typed in after it.
  const firstDigit = page.getByLabel(text("form.codeDigit", { index: 1, length: CODE_LENGTH }));
  const lastDigit = page.getByLabel(text("form.codeDigit", { index: CODE_LENGTH, length: CODE_LENGTH }));
  await firstDigit.pressSequentially(PICTURED_CODE);
  await lastDigit.blur();
  await save(run, page, "04-code");
  for (let typed = 0; typed < CODE_LENGTH; typed += 1) await lastDigit.press("Backspace");
  await firstDigit.pressSequentially(await emailedCode(page, student.studentEmail));
  await page.getByRole("button", { name: text("otp.verify") }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await closeToasts(run, page);
}

/** Step 5: the document upload, for another student (a verified one is not asked for documents). */
async function documentUpload(run: Run, page: Page): Promise<void> {
  const { secondStudent, text } = run;
  const registered = await page.request.post("/api/auth/register", {
    // The account keeps the language it signed up in, and a signed-in page follows the account.
    headers: { "accept-language": run.locale },
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
  await page.getByLabel(text("document.type")).selectOption({ label: text("document.type.student_id") });
  await page.getByLabel(text("document.institution")).fill(run.institution);
  const card = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 226, g: 240, b: 236 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel(text("document.file"), { exact: true })
    .setInputFiles({ name: run.documentFileName, mimeType: "image/png", buffer: card });
  await page.getByText(run.documentFileName).waitFor();
  await page.getByLabel(text("document.institution")).blur();
  await save(run, page, "05-document-upload");
}

/** Steps 6-9: browse and save, then an offer's code, Guide and T&C's tabs, as the verified student. */
async function browseAndRedeem(run: Run, page: Page): Promise<void> {
  const { text } = run;
  const offers = (await (await page.request.get("/api/offers")).json()) as PublicOffer[];
  const offer = offers.find((o) => o.offerType === "discount" && o.businessCategory === "fashion");
  if (!offer) throw new Error("the seed has no fashion discount offer");
  const brand = offer.brandName;

  await page.goto("/#categories");
  await page
    .locator("#categories")
    .getByRole("button", { name: text("category.fashion"), exact: true })
    .click();
  await page
    .getByRole("button", { name: text("offers.save", { brand }) })
    .first()
    .click();
  await page
    .getByRole("button", { name: text("offers.unsave", { brand }) })
    .first()
    .waitFor();
  await closeToasts(run, page);
  // The filters above and the whole first card with its filled heart below.
  await page
    .getByRole("article")
    .first()
    .evaluate((element) => element.scrollIntoView({ block: "end" }));
  await save(run, page, "06-browse-offers");

  await page.goto(`/?offer=${offer.id}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: text("offerModal.redeem") }).click();
  await dialog.getByTestId("discount-code").waitFor();
  await dialog.getByRole("button", { name: text("offerModal.copyCode") }).click();
  await page.getByText(text("offerModal.codeCopied"), { exact: true }).waitFor();
  await save(run, page, "07-redeem");

  // Opened afresh, without the toast over it.
  await page.goto(`/?offer=${offer.id}`);
  await dialog.getByRole("tab", { name: text("offerModal.guide") }).click();
  await dialog.getByRole("tabpanel").getByRole("listitem").first().waitFor();
  await save(run, page, "08-guide-tab");

  await dialog.getByRole("tab", { name: text("offerModal.terms") }).click();
  await dialog.getByRole("tabpanel").waitFor();
  await save(run, page, "09-terms-tab");
}

/** The built server on `dataDir`, with the embedded database and the dev outbox whatever the shell points at. */
async function startServer(dataDir: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { stop } = await startProcess(
    serverScript,
    {
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      REDIS_URL: undefined,
    },
    `${baseURL}/api/health`,
  );
  return { baseURL, stop };
}

/** One language's nine pictures. */
async function shoot(run: Run, browser: Browser, baseURL: string): Promise<void> {
  mkdirSync(run.outDir, { recursive: true });
  const verified = await newPhone(run, browser, baseURL);
  await signUpAndVerify(run, verified);
  await browseAndRedeem(run, verified);
  await documentUpload(run, await newPhone(run, browser, baseURL));
}

async function main(): Promise<void> {
  const dataDirs: string[] = [];
  let server: { stop: () => Promise<void> } | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    // A fresh server and database per language, so neither run sees the other's accounts.
    for (const run of runs) {
      const dataDir = mkdtempSync(join(tmpdir(), `studentperks-guide-${run.locale}-`));
      dataDirs.push(dataDir);
      const started = await startServer(dataDir);
      server = started;
      await shoot(run, browser, started.baseURL);
      server = undefined;
      await started.stop();
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
