import arabic from "virtual:catalog/lib/i18n/locales/ar.json";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, translate } from "./instance.ts";

afterEach(() => {
  i18n.activate("en");
});

describe("a message's values", () => {
  it("are isolated in Arabic, so a Latin name's punctuation stays with it", () => {
    i18n.load("ar", arabic);
    i18n.activate("ar");
    expect(translate("offerModal.brandOffers", { brand: "Karak Island." })).toBe(
      "كل عروض \u2068Karak Island.\u2069",
    );
  });

  it("are as they are in English", () => {
    expect(translate("offerModal.brandOffers", { brand: "Karak Island." })).toBe(
      "All offers from Karak Island.",
    );
  });
});
