// The catalogues stay one set of keys in every language, and no message ships untranslated.
import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import arFrame from "./locales/ar.json";
import arPages from "./locales/ar.pages.json";
import enFrame from "./locales/en.json";
import enPages from "./locales/en.pages.json";
import { pluralsAsSelects, type Token } from "./plural-selects.ts";
import { withPluralValues } from "./plural-values.ts";

// Each language's two catalogues hold the same keys as English's two.
const en: Record<string, string> = { ...enFrame, ...enPages };
const ar: Record<string, string> = { ...arFrame, ...arPages };

// Said the same in both languages: the brand, and examples of things typed in Latin letters.
const SAME_IN_EVERY_LANGUAGE = new Set([
  "app.name",
  "form.emailPlaceholder",
  "form.phonePlaceholder",
  "verify.studentEmailPlaceholder",
  "partnership.urlPlaceholder",
]);

/** The catalogue as the build compiles it (vite/compiled-catalogs.ts). */
const compile = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      pluralsAsSelects(compileMessageOrThrow(message) as Token[]),
    ]),
  );

const catalogues: Record<string, Record<string, string>> = { ar };
const english = en as Record<string, string>;

/** The names of a message's arguments, plural branches included. */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === "object") {
        for (const branch of Object.values(choices)) if (Array.isArray(branch)) walk(branch as Token[]);
      }
    }
  };
  walk(compileMessageOrThrow(message) as Token[]);
  return names;
}
const hasLatinLetters = (text: string) => /[A-Za-z]/.test(text.replace(/\{\w+[^}]*\}/g, ""));

describe.each(Object.entries(catalogues))("the %s catalogue", (_locale, messages) => {
  it("has exactly the English keys, in the same catalogue (frame or pages)", () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it("uses every placeholder its English uses", () => {
    for (const [key, message] of Object.entries(english)) {
      const missing = [...placeholders(message)].filter(
        (name) => !placeholders(messages[key] ?? "").has(name),
      );
      expect(missing, key).toEqual([]);
    }
  });

  it("translates every message that has words", () => {
    const untranslated = Object.entries(english)
      .filter(([key, message]) => hasLatinLetters(message) && !SAME_IN_EVERY_LANGUAGE.has(key))
      .filter(([key]) => !/[\u0600-\u06ff]/.test(messages[key] ?? ""))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("compiles", () => {
    expect(() => compile(messages)).not.toThrow();
  });
});

describe("Arabic plurals", () => {
  const i18n = setupI18n({ locale: "ar", messages: { ar: compile(ar) as never } });

  it("says each of the six plural forms right", () => {
    const say = (id: string, values: Record<string, number>) => i18n._(id, withPluralValues(values, "ar"));
    const offers = (total: number) => say("offers.count", { shown: Math.min(total, 12), total });
    expect(offers(0)).toBe("لا توجد عروض");
    expect(offers(1)).toBe("يظهر 1 من أصل عرض واحد");
    expect(offers(2)).toBe("يظهر 2 من أصل عرضين");
    expect(offers(3)).toBe("يظهر 3 من أصل 3 عروض");
    expect(offers(11)).toBe("يظهر 11 من أصل 11 عرضًا");
    expect(offers(100)).toBe("يظهر 12 من أصل 100 عرض");

    const wait = (seconds: number) => say("code.resendIn", { seconds });
    expect(wait(1)).toBe("يمكنك طلب رمز جديد بعد ثانية واحدة.");
    expect(wait(2)).toBe("يمكنك طلب رمز جديد بعد ثانيتين.");
    expect(wait(3)).toBe("يمكنك طلب رمز جديد بعد 3 ثوانٍ.");
    expect(wait(11)).toBe("يمكنك طلب رمز جديد بعد 11 ثانية.");
    expect(wait(100)).toBe("يمكنك طلب رمز جديد بعد 100 ثانية.");
  });

  it("keeps English singular and plural apart", () => {
    const english = setupI18n({ locale: "en", messages: { en: compile(en) as never } });
    const say = (values: Record<string, number>) => english._("offers.count", withPluralValues(values, "en"));
    expect(say({ shown: 1, total: 1 })).toBe("Showing 1 of 1 offer");
    expect(say({ shown: 12, total: 40 })).toBe("Showing 12 of 40 offers");
  });
});

describe("the two catalogues of a language", () => {
  it("split alike in every language", () => {
    expect(Object.keys(arFrame).sort()).toEqual(Object.keys(enFrame).sort());
    expect(Object.keys(arPages).sort()).toEqual(Object.keys(enPages).sort());
  });
});
