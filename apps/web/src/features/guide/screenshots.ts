// The guide's screenshots, made from the real product by scripts/guide-screenshots.ts
// (`npm run screenshots:guide`), which reads this list for the file names and the size to make.
// Each language has its own set: English in public/guide/, Arabic in public/guide/ar/ (same names).
import type { Locale } from "@studentperks/contracts/i18n/locales";

/** Every screenshot is a phone screen of this size (CSS pixels at 2x, resized), WebP. */
export const SCREENSHOT_SIZE = { width: 480, height: 960 } as const;

export const screenshotNames = [
  "01-home",
  "02-signup",
  "03-student-email",
  "04-code",
  "05-document-upload",
  "06-browse-offers",
  "07-redeem",
  "08-guide-tab",
  "09-terms-tab",
] as const;

export type ScreenshotName = (typeof screenshotNames)[number];

/** The screenshot `name` as the page's language shows it: `/guide/<name>.webp`, `/guide/ar/<name>.webp`. */
export const screenshotSrc = (name: ScreenshotName, locale: Locale) =>
  locale === "en" ? `/guide/${name}.webp` : `/guide/${locale}/${name}.webp`;
