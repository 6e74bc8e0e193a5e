import { describe, expect, it } from "vitest";
import { directionOf, localeFromAcceptLanguage, pickLocale } from "./locales.ts";

describe("localeFromAcceptLanguage", () => {
  it("takes the first supported language by q-value, then order", () => {
    expect(localeFromAcceptLanguage("ar-AE,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9,ar;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR, ar;q=0.5, en;q=0.4")).toBe("ar");
    expect(localeFromAcceptLanguage("en;q=0.2, AR;q=0.9")).toBe("ar");
  });

  it("ignores languages refused with q=0 and answers null when none is ours", () => {
    expect(localeFromAcceptLanguage("ar;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("fr, de")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage("*;q=x,,;")).toBeNull();
  });
});

describe("pickLocale", () => {
  it("prefers the visitor's choice, then the browser, then English", () => {
    expect(pickLocale("en", "ar")).toBe("en");
    expect(pickLocale("ar", "en")).toBe("ar");
    expect(pickLocale(null, "ar-AE")).toBe("ar");
    expect(pickLocale("xx", "fr")).toBe("en");
  });

  it("writes Arabic right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});
