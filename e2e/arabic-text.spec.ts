// Arabic, all the way through (issue 32): what the server says arrives in Arabic, and Arabic headings
// have room for their dots. At 390 px (phone project) and 1366 px (desktop project).
import type { BrowserContext, Page } from "@playwright/test";
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { ar, useIssueWidth } from "./support/arabic.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

async function speakArabic(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
}

/** Logs in with the form and reads the failure it shows under the fields. */
async function failedLogIn(page: Page): Promise<string> {
  await page.getByRole("textbox", { name: ar("form.email") }).fill("mariam@example.ae");
  await page.getByLabel(ar("form.password"), { exact: true }).fill("Desert-Falcon-2026");
  await page.getByRole("button", { name: ar("login.submit") }).click();
  const failure = page.locator("form").getByRole("alert");
  await expect(failure).toBeVisible();
  return (await failure.textContent())!;
}

test("an Arabic page shows its own words for a refusal the server wrote in English", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  await speakArabic(context, baseURL);
  let answer: { status: number; message: string; code?: string; language?: string } = {
    status: 503,
    message: "The server is busy. Please try again in 2 seconds.",
    code: "SERVER_BUSY",
  };
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({
      status: answer.status,
      headers: answer.language ? { "Content-Language": answer.language } : {},
      json: { message: answer.message, code: answer.code },
    }),
  );
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  // A 503 in English (a proxy's, or a server that did not say): the app's Arabic for SERVER_BUSY.
  expect(await failedLogIn(page)).toBe(ar("apiError.SERVER_BUSY"));

  // Another known code, said in English: the app's Arabic again.
  answer = {
    status: 401,
    message: "Invalid email or password.",
    code: "INVALID_CREDENTIALS",
    language: "en",
  };
  expect(await failedLogIn(page)).toBe(ar("apiError.INVALID_CREDENTIALS"));

  // The server's own Arabic, more precise than the app's: shown as it is.
  const serverArabic = "الخادم مشغول الآن. يُرجى المحاولة مرة أخرى بعد ثانيتين.";
  answer = { status: 503, message: serverArabic, code: "SERVER_BUSY", language: "ar" };
  expect(await failedLogIn(page)).toBe(serverArabic);

  // A code the app does not know: the server's text is all there is to say.
  answer = { status: 503, message: "Down for maintenance until 14:00.", code: "MAINTENANCE" };
  expect(await failedLogIn(page)).toBe("Down for maintenance until 14:00.");
});

test("the real server answers an Arabic page in Arabic, and says so", async ({ page, context, baseURL }) => {
  await speakArabic(context, baseURL);
  await page.goto("/login");
  const refused = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
  const shown = await failedLogIn(page);
  expect((await refused).headers()["content-language"]).toBe("ar");
  expect(shown).toBe(ar("apiError.INVALID_CREDENTIALS"));
});

test("Arabic headings have room for the marks above and below their letters", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  const leading = () =>
    page.locator("h1, h2, h3").evaluateAll((headings) =>
      headings
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => {
          const style = getComputedStyle(heading);
          return {
            text: heading.textContent!.slice(0, 40),
            ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
            letterSpacing: style.letterSpacing,
          };
        }),
    );
  await page.goto("/");
  const english = await leading();
  expect(english[0]!.ratio).toBeLessThan(1.2);

  await speakArabic(context, baseURL);
  for (const path of ["/", "/for-merchants"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const headings = await leading();
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) {
      expect(heading.ratio, heading.text).toBeGreaterThanOrEqual(1.3);
      expect(["normal", "0px"], heading.text).toContain(heading.letterSpacing);
    }
  }
});

test("English inside an Arabic page keeps its own direction: a brand's about text, offer texts and names in sentences", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  const offers = await fetchSeededOffers(page.request);
  const englishOnly = offers.find((offer) => offer.businessDescription)!;
  const brandPage = (await (await page.request.get(`/api/brands/${englishOnly.brandSlug}`)).json()) as {
    brand: { description: string };
  };
  await speakArabic(context, baseURL);

  // The brand's page: its about text is English, marked so and laid out left to right, so its full
  // stop ends the sentence instead of starting it.
  await page.goto(`/brands/${englishOnly.brandSlug}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const about = page.getByText(brandPage.brand.description, { exact: true });
  await expect(about).toHaveAttribute("lang", "en");
  await expect(about).toHaveAttribute("dir", "auto");
  expect(await about.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  const name = page.getByRole("heading", { level: 1, name: englishOnly.brandName });
  expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");

  // Every offer text on the page is laid out in its own direction, whichever language it is in.
  for (const card of await page.getByRole("article").all()) {
    expect(await card.locator('[dir="auto"]').count()).toBeGreaterThanOrEqual(2);
  }

  // A Latin name inside an Arabic sentence is isolated (U+2068 … U+2069), so it is said whole.
  const title = englishOnly.titleAr ?? englishOnly.title;
  await page.getByRole("button", { name: title, exact: true }).first().click();
  const brandLink = page.getByRole("dialog").getByRole("link", { name: englishOnly.brandName });
  await expect(brandLink).toHaveAttribute(
    "aria-label",
    ar("offerModal.brandOffers", { brand: englishOnly.brandName }),
  );
  expect(ar("offerModal.brandOffers", { brand: "X" })).toContain("\u2068X\u2069");
});
