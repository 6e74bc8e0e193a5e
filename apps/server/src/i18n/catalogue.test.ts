import { describe, expect, it } from "vitest";
import { catalogueProblems } from "@studentperks/contracts/i18n/catalogue-check";
import { contractsCatalogues } from "@studentperks/contracts/i18n/catalogues";
import { serverCatalogues, t, withLocale } from "./index.ts";

describe("the server's catalogue", () => {
  it("has every id in both languages, valid ICU, the same placeholders and real Arabic", () => {
    expect(catalogueProblems(serverCatalogues)).toEqual([]);
  });

  it("shares no id with the contracts' catalogue (both are loaded together)", () => {
    const shared = Object.keys(serverCatalogues.en).filter((id) => id in contractsCatalogues.en);
    expect(shared).toEqual([]);
  });

  it("says a message in the language of the work at hand", () => {
    expect(t("errors.rateLimitedMinutes", { minutes: 1440 })).toBe(
      "Too many attempts. Please try again in 1440 minutes.",
    );
    expect(t("errors.serverBusy", { seconds: 1 })).toBe("The server is busy. Please try again in a second.");
    expect(withLocale("ar", () => t("errors.rateLimitedMinutes", { minutes: 2 }))).toBe(
      "محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.",
    );
    expect(withLocale("ar", () => withLocale("en", () => t("errors.notFound")))).toBe("Not Found");
  });
});
