import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactUsSchema, partnershipFieldsSchema } from "./merchants.ts";
import { analyticsEventSchema } from "./redemption.ts";
import { registerSchema } from "./auth.ts";
import { isStorableJson, line, multiline, secretLine, textMessages } from "./text.ts";
import { withoutDirectionControls } from "./direction-controls.ts";

const LONE_SURROGATES = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }),
  fc.integer({ min: 0xdc00, max: 0xdfff }),
);
const loneSurrogate = LONE_SURROGATES.map((code) => String.fromCharCode(code));
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .filter((code) => code !== 0x09)
  .map((code) => String.fromCharCode(code));
const DIRECTION_CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const directionControl = fc.constantFrom(...DIRECTION_CONTROLS.map((code) => String.fromCharCode(code)));
const isControl = (char: string) =>
  (/\p{Cc}/u.test(char) && char !== "\t") || DIRECTION_CONTROLS.includes(char.codePointAt(0)!);
/** Any well-formed text without control characters but tab: letters of every script, emoji, marks. */
const printable = fc.string({ unit: "grapheme", maxLength: 40 }).filter((text) => ![...text].some(isControl));

/** `bad` put somewhere inside `text`, which is otherwise anything (itself possibly bad). */
const withInside = (bad: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ unit: "binary", maxLength: 20 }), bad, fc.string({ unit: "binary", maxLength: 20 }))
    .map(([before, inner, after]) => before + inner + after);

// A lone surrogate next to another half can form a pair; keep it apart with a letter either side.
const isolated = (bad: fc.Arbitrary<string>) => withInside(bad.map((char) => `a${char}a`));

describe("the text rule", () => {
  const single = line().max(10_000);
  const multi = multiline().max(10_000);

  it("refuses any string holding NUL, on one line or many", () => {
    fc.assert(
      fc.property(withInside(fc.constant("\u0000")), (text) => {
        expect(single.safeParse(text).success).toBe(false);
        expect(multi.safeParse(text).success).toBe(false);
      }),
    );
  });

  it("refuses any string holding a lone surrogate", () => {
    fc.assert(
      fc.property(isolated(loneSurrogate), (text) => {
        expect(single.safeParse(text).success).toBe(false);
        expect(multi.safeParse(text).success).toBe(false);
      }),
    );
  });

  it("accepts any well-formed string without control characters on one line", () => {
    fc.assert(
      fc.property(printable, (text) => {
        expect(single.safeParse(text)).toEqual({ success: true, data: text });
        expect(multi.safeParse(text).success).toBe(true);
      }),
    );
  });

  it("refuses control characters on one line, and keeps line breaks and tabs in multi-line text", () => {
    fc.assert(
      fc.property(isolated(controlChar), (text) => {
        expect(single.safeParse(text).success).toBe(false);
      }),
    );
    expect(multi.safeParse("First line\r\nSecond\tline\n").success).toBe(true);
    expect(single.safeParse("Name\tWith tab").success).toBe(true);
    expect(multi.safeParse("bell \u0007").success).toBe(false);
  });

  it("refuses text-direction overrides, embeddings and isolates in shown text, on one line or many", () => {
    fc.assert(
      fc.property(fc.tuple(printable, directionControl, printable), ([before, control, after]) => {
        const text = before + control + after;
        expect(single.safeParse(text).error?.issues[0]?.message).toBe(textMessages.direction);
        expect(multi.safeParse(text).error?.issues[0]?.message).toBe(textMessages.direction);
      }),
    );
    // The marks that right-to-left text needs (LRM, RLM, ALM) stay.
    expect(single.safeParse("مرحبا\u200F 2026 \u200E\u061C").success).toBe(true);
  });

  it("keeps direction controls in secrets, which are never shown, and every other rule", () => {
    const secret = secretLine();
    expect(secret.safeParse("Falcon\u202EDunes-2026").success).toBe(true);
    expect(secret.safeParse("Falcon\nDunes").error?.issues[0]?.message).toBe(textMessages.singleLine);
    expect(secret.safeParse("Falcon\u0000").error?.issues[0]?.message).toBe(textMessages.unreadable);
  });

  it("strips direction controls from stored text shown again, and nothing else", () => {
    expect(withoutDirectionControls("exe.\u202Egpj \u2066x\u2069 \u200F")).toBe("exe.gpj x \u200F");
    fc.assert(fc.property(printable, (text) => withoutDirectionControls(text) === text));
  });

  it("says what is wrong in words, on the field", () => {
    const result = registerSchema.safeParse({
      firstName: "Ali\u0000",
      lastName: "Hassan\nBcc: x@example.com",
      email: "ali@example.com",
      phone: "+971 50 123 4567",
      password: "password123",
      emailMarketing: false,
      whatsappMarketing: false,
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["firstName", textMessages.unreadable],
      ["lastName", textMessages.singleLine],
    ]);
  });

  it("keeps the specification's own messages for the rules it names", () => {
    const result = contactUsSchema.safeParse({ firstName: "", lastName: "B", email: "x", message: "hi" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "First name is required",
      "Please enter a valid email address",
      "Message must be at least 10 characters",
    ]);
  });

  it("checks multi-line fields of the merchant form for NUL and lone surrogates", () => {
    const shape = partnershipFieldsSchema.shape;
    expect(shape.businessDescription.safeParse("A shop\nin Dubai Mall").success).toBe(true);
    expect(shape.businessDescription.safeParse("A shop \u0000 in Dubai").success).toBe(false);
    expect(shape.termsAndConditions.safeParse("Terms \ud800 apply here").success).toBe(false);
  });

  it("looks inside the JSON text that analytics stores as jsonb", () => {
    const event = (metadata: string) =>
      analyticsEventSchema.safeParse({ eventType: "offer_click", offerId: 1, metadata });
    expect(event('{"brandName":"Noon"}').success).toBe(true);
    expect(event('{"brandName":"a\\u0000b"}').error?.issues[0]?.message).toBe(textMessages.unreadable);
    expect(event('{"brandName":"\\ud83d"}').success).toBe(false);
    expect(event('{"\\u0000":1}').success).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue(), withInside(fc.constantFrom("\u0000", "\ud800x")), (value, bad) => {
        expect(isStorableJson({ nested: [value, { text: bad }] })).toBe(false);
        expect(isStorableJson({ [bad]: value })).toBe(false);
      }),
    );
  });
});
