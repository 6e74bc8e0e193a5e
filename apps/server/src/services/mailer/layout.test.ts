import { describe, expect, it } from "vitest";
import { renderEmailIn } from "./layout.ts";
import { t } from "#server/i18n/index.ts";

const content = () => ({
  subject: t("email.resetCode.subject", { code: "123456" }),
  heading: t("email.resetCode.heading"),
  paragraphs: [t("email.greeting", { firstName: "Layla <3" })],
  code: "123456",
  footnote: t("email.resetCode.footnote"),
});

// U+2068 … U+2069: a value isolated from the Arabic sentence around it.
const isolated = (value: string) => `\u2068${value}\u2069`;

describe("the e-mail layout", () => {
  it("lays Arabic mail out right to left, with the code left to right and each value isolated", () => {
    const { subject, html, text } = renderEmailIn("ar", content);
    expect(subject).toBe(`${isolated("123456")} هو رمز التحقق الخاص بك في StudentPerks`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<body dir="rtl" style="[^"]*direction:rtl;text-align:right"/);
    expect(html).toMatch(/<table role="presentation" dir="rtl" [^>]*direction:rtl;text-align:right"/);
    expect(html).toMatch(/<p dir="ltr" style="[^"]*direction:ltr[^"]*">123456<\/p>/);
    expect(html).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">إعادة تعيين كلمة المرور</h1>',
    );
    // The name's own "3" and the Arabic comma stay in their order: the comma after the name, not inside it.
    expect(html).toContain(`مرحبًا ${isolated("Layla &lt;3")}،`);
    expect(html).toContain("StudentPerks، دبي، الإمارات العربية المتحدة");
    expect(text.split("\n")).toEqual([
      "إعادة تعيين كلمة المرور",
      "",
      `مرحبًا ${isolated("Layla <3")}،`,
      "",
      "123456",
      "",
      "إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.",
      "",
      "StudentPerks، دبي",
    ]);
  });

  it("lays English mail out left to right, as before, without isolates", () => {
    const { subject, html, text } = renderEmailIn("en", content);
    expect(`${subject}${html}${text}`).not.toMatch(/[\u2066-\u2069]/);
    expect(subject).toBe("123456 is your StudentPerks verification code");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("direction:ltr;text-align:left");
    expect(html).not.toContain("rtl");
    expect(html).toContain("StudentPerks, Dubai, United Arab Emirates");
    expect(text).toMatch(/^Reset your password\n\nHi Layla <3,\n\n123456\n\n.*\n\nStudentPerks, Dubai$/);
  });

  it("draws the next step as a table-cell button in either direction, and as label and address in the text", () => {
    const withAction = () => ({
      ...content(),
      action: {
        label: t("email.enterCode.button"),
        url: "https://perks.example/forgot-password?step=verify&x=<1>",
      },
    });
    for (const locale of ["en", "ar"] as const) {
      const { html, text } = renderEmailIn(locale, withAction);
      const label = locale === "en" ? "Enter your code" : "أدخل الرمز";
      expect(html).toMatch(
        new RegExp(
          `<td bgcolor="#0b6b47" style="background:#0b6b47;[^"]*">\\s*<a href="https://perks\\.example/forgot-password\\?step=verify&amp;x=&lt;1&gt;" target="_blank" style="display:inline-block;[^"]*">${label}</a></td>`,
        ),
      );
      expect(text).toContain(`${label}: https://perks.example/forgot-password?step=verify&x=<1>`);
    }
  });
});
