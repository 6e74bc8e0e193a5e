import { describe, expect, it } from "vitest";
import { formatDate, formatFileSize, formatMoney, formatNumber } from "./format.ts";

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
