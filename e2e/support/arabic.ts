// The Arabic the product shows, looked up from its own catalogues by the English the spec gives, so
// tests read like the English ones and fail if either language's text changes under them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

const locales = join(import.meta.dirname, "..", "..", "apps", "web", "src", "lib", "i18n", "locales");
const contractsLocales = join(
  import.meta.dirname,
  "..",
  "..",
  "packages",
  "contracts",
  "src",
  "i18n",
  "messages",
);

function catalogue(locale: "en" | "ar"): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return {
    ...read(join(locales, `${locale}.json`)),
    ...read(join(locales, `${locale}.pages.json`)),
    ...read(join(contractsLocales, `${locale}.json`)),
  };
}

const arabic = catalogue("ar");

/**
 * The Arabic message of `key`, its simple `{name}` placeholders filled from `values`: a text value
 * isolated (U+2068 … U+2069) as the product sets it inside an Arabic sentence, a number as it is.
 */
export function ar(key: string, values: Record<string, string | number> = {}): string {
  const message = arabic[key];
  if (message === undefined) throw new Error(`No Arabic message "${key}".`);
  return message.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match;
    const value = values[name]!;
    return typeof value === "string" ? `\u2068${value}\u2069` : String(value);
  });
}

export const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/** The page is Arabic, right to left, and nothing sticks out sideways. */
export async function expectArabicPage(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: "the page is no wider than the window",
    })
    .toBeLessThanOrEqual(0);
}

/** 390 px on the phone project, 1366 px on the desktop one (the widths the Arabic issue names). */
export async function useIssueWidth(page: Page, project: string): Promise<void> {
  await page.setViewportSize(
    project === "phone" ? { width: 390, height: 844 } : { width: 1366, height: 900 },
  );
}

/** Switches the page's language with the header's switch, or the drawer's below the lg breakpoint. */
export async function switchLanguage(page: Page, to: "العربية" | "English"): Promise<void> {
  const banner = page.getByRole("banner");
  if (page.viewportSize()!.width < 1024) {
    await banner.getByRole("button", { name: to === "English" ? ar("nav.openMenu") : "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: to }).click();
  } else {
    await banner.getByRole("button", { name: to }).click();
  }
  await expect(page.locator("html")).toHaveAttribute("lang", to === "English" ? "en" : "ar");
}
