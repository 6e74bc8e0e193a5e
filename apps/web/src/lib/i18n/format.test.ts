import fc from "fast-check";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatFileSize,
  formatMoney,
  formatNumber,
  moneyOptions,
  NUMBER_OPTIONS,
} from "./format.ts";

// Intl writes a no-break space between amount and currency, and marks Arabic with direction marks.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("writes dirhams as each language does", () => {
    expect(plain(formatMoney(50, "en"))).toBe("AED 50");
    expect(plain(formatMoney(12.5, "en"))).toBe("AED 12.5");
    expect(plain(formatMoney(50, "ar"))).toBe("50 د.إ.");
    expect(plain(formatMoney(2500, "ar"))).toBe("2500 د.إ.");
  });
});

describe("formatNumber", () => {
  it("keeps up to two decimals in both languages", () => {
    expect(formatNumber(15, "en")).toBe("15");
    expect(formatNumber(0.255, "en")).toBe("0.26");
    expect(plain(formatNumber(12.5, "ar"))).toMatch(/^12[.٫]5$/);
  });
});

describe("whole numbers", () => {
  const locales: Locale[] = ["en", "ar"];
  const intlMoney = (locale: Locale) => new Intl.NumberFormat(intlTagOf(locale), moneyOptions(locale));
  const intlNumber = (locale: Locale) => new Intl.NumberFormat(intlTagOf(locale), NUMBER_OPTIONS);

  it("are written exactly as Intl writes them, in both languages", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...locales), (value, locale) => {
        expect(formatMoney(value, locale)).toBe(intlMoney(locale).format(value));
        expect(formatNumber(value, locale)).toBe(intlNumber(locale).format(value));
      }),
    );
  });

  it("start no Intl number format, whose first use is a long task in the browser", async () => {
    vi.resetModules(); // a module with no formats cached yet
    const fresh = await import("./format.ts");
    const construct = vi.spyOn(Intl, "NumberFormat");
    try {
      for (const locale of locales) {
        fresh.formatMoney(50, locale);
        fresh.formatNumber(15, locale);
      }
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
  });

  it("leave anything else to Intl", () => {
    expect(formatMoney(12.5, "ar")).toBe(intlMoney("ar").format(12.5));
    expect(formatNumber(-3, "ar")).toBe(intlNumber("ar").format(-3));
    expect(formatNumber(2 ** 60, "en")).toBe(intlNumber("en").format(2 ** 60));
  });
});

describe("formatDate", () => {
  it("names the day, month and year in the language, as a date in Dubai", () => {
    expect(formatDate("2026-03-05T10:00:00Z", "en")).toBe("5 March 2026");
    expect(plain(formatDate("2026-03-05T10:00:00Z", "ar"))).toBe("5 مارس 2026");
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDate("2026-03-05T22:30:00Z", "en")).toBe("6 March 2026");
  });
});

describe("formatFileSize", () => {
  it("names the unit in the language", () => {
    expect(plain(formatFileSize(5 * 1024, "en"))).toBe("5 kB");
    expect(plain(formatFileSize(1.5 * 1024 * 1024, "en"))).toBe("1.5 MB");
    expect(plain(formatFileSize(5 * 1024, "ar"))).toBe("5 كيلوبايت");
  });
});
