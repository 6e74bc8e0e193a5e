import { describe, expect, it } from "vitest";
import { authMessages, codeAlreadySentMessages, registerSchema } from "../auth.ts";
import { merchantContactSchema } from "../merchants.ts";
import { codesFileMessages } from "../admin/offers.ts";
import { catalogueProblems } from "./catalogue-check.ts";
import { contractsCatalogues } from "./catalogues.ts";
import { createLocaleI18ns, translateWith } from "./runtime.ts";
import { inLocale } from "./test-setup.ts";

describe("the contracts' catalogue", () => {
  it("has every id in both languages, valid ICU, the same placeholders and real Arabic", () => {
    expect(catalogueProblems(contractsCatalogues)).toEqual([]);
  });

  it("finds what is wrong with a broken pair of catalogues", () => {
    const problems = catalogueProblems({
      en: {
        a: "Hello {name}",
        b: "In {n, plural, one {# second} other {# seconds}}",
        c: "Only English",
        d: "x",
      },
      ar: {
        a: "مرحبًا",
        b: "بعد {n, plural, one {ثانية} other {# ثانية}}",
        c: "Only English",
        e: "زائد",
      },
    });
    expect(problems).toEqual([
      `"d" has no Arabic`,
      `"e" is in Arabic only`,
      `Arabic "a" lacks {name}`,
      `Arabic "b" plural {n} lacks zero, two, few, many`,
      `Arabic "c" has no Arabic words: is it translated? (Only English)`,
    ]);
    expect(catalogueProblems({ en: { a: "{broken" }, ar: { a: "{مكسور" } })).toHaveLength(2);
  });
});

describe("contracts' messages", () => {
  it("come out in the active language when read", () => {
    expect(authMessages.passwordMin).toBe("Password must be at least 8 characters");
    expect(inLocale("ar", () => authMessages.passwordMin)).toBe("يجب ألا تقل كلمة المرور عن 8 أحرف");
    expect(codesFileMessages.badLine(3)).toBe(
      "Line 3 is not a valid code: a code is letters, digits and symbols without spaces, at most 64 characters.",
    );
  });

  it("say counts with every Arabic plural form", () => {
    const inArabic = (wait: number) => inLocale("ar", () => codeAlreadySentMessages.reset(wait));
    expect(codeAlreadySentMessages.reset(1)).toMatch(/in 1 second\.$/);
    expect(codeAlreadySentMessages.reset(42)).toMatch(/in 42 seconds\.$/);
    expect(inArabic(1)).toMatch(/بعد ثانية واحدة\.$/);
    expect(inArabic(2)).toMatch(/بعد ثانيتين\.$/);
    expect(inArabic(3)).toMatch(/بعد 3 ثوانٍ\.$/);
    expect(inArabic(11)).toMatch(/بعد 11 ثانية\.$/);
  });

  it("are produced when a schema is parsed, in the language of that moment", () => {
    const input = {
      firstName: "L",
      lastName: "Haddad",
      email: "not-an-email",
      phone: "+971 50 123 4567",
      emailMarketing: "yes",
      whatsappMarketing: false,
      password: "short",
    };
    const messages = () => registerSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages()).toEqual([
      "First name must be at least 2 characters",
      "Please enter a valid email address",
      "Invalid input: expected boolean, received string",
      "Password must be at least 8 characters",
    ]);
    expect(inLocale("ar", messages)).toEqual([
      "يجب ألا يقل الاسم الأول عن حرفين",
      "يُرجى إدخال بريد إلكتروني صحيح",
      "مدخلات غير مقبولة: يفترض إدخال boolean، ولكن تم إدخال string",
      "يجب ألا تقل كلمة المرور عن 8 أحرف",
    ]);
    const contact = {
      firstName: "Sara",
      lastName: "Ali",
      email: "sara@example.ae",
      message: "x".repeat(5001),
    };
    expect(merchantContactSchema.safeParse(contact).error?.issues[0]?.message).toBe(
      "Message must be at most 5000 characters",
    );
    expect(inLocale("ar", () => merchantContactSchema.safeParse(contact).error?.issues[0]?.message)).toBe(
      "يجب ألا تزيد الرسالة على 5,000 حرف",
    );
  });
});

describe("translateWith", () => {
  it("puts values in as given, escape sequences and all", () => {
    const { en } = createLocaleI18ns({ en: [{ hi: "Hi {name}," }], ar: [{ hi: "مرحبًا {name}،" }] });
    expect(translateWith(en, "hi", { name: "A\\x00B \\u0041" })).toBe("Hi A\\x00B \\u0041,");
    expect(translateWith(en, "hi", { name: "Layla" })).toBe("Hi Layla,");
  });
});
