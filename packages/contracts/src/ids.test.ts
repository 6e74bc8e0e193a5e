import { describe, expect, it } from "vitest";
import { inLocale } from "./i18n/test-setup.ts";
import { bigintIdText, integerId, integerIdText, uuidId } from "./ids.ts";

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("ids", () => {
  it("take an integer column's range, 1 to 2^31 - 1, and nothing past it", () => {
    for (const schema of [integerId(), integerIdText()]) {
      for (const ok of [1, 2_147_483_647]) expect(accepts(schema, ok), String(ok)).toBe(true);
      for (const bad of [0, -1, 1.5, 2_147_483_648, 2 ** 53, 1e40, Number.NaN, null, true]) {
        expect(accepts(schema, bad), String(bad)).toBe(false);
      }
    }
  });

  it("read decimal digits in paths and queries, and no other way of writing a number", () => {
    const id = integerIdText();
    expect(id.parse("42")).toBe(42);
    expect(id.parse("0042")).toBe(42);
    for (const bad of ["", " 7", "7 ", "0x10", "1e3", "+5", "-0", "2147483648", "9".repeat(400), "abc"]) {
      expect(accepts(id, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(accepts(integerId(), "42")).toBe(false);
  });

  it("take a bigint column's ids as far as a number holds them exactly", () => {
    const id = bigintIdText();
    expect(id.parse("2147483648")).toBe(2 ** 31);
    expect(id.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(accepts(id, "9007199254740992")).toBe(false);
  });

  it("take uuids by their form", () => {
    expect(accepts(uuidId(), "6f1c1a52-5c1e-4b9a-9c2e-0d1f2a3b4c5d")).toBe(true);
    for (const bad of ["not-a-uuid", "1", "6f1c1a52-5c1e-4b9a-9c2e-0d1f2a3b4c5"]) {
      expect(accepts(uuidId(), bad), bad).toBe(false);
    }
  });

  it("say what an id must be in the request's language", () => {
    const [issue] = integerId().safeParse(0).error!.issues;
    expect(issue!.message).toBe("Not a valid id: it must be a whole number from 1 to 2147483647.");
    const [arabic] = inLocale("ar", () => integerId().safeParse(0).error!.issues);
    expect(arabic!.message).toContain("معرّف غير صالح");
  });
});
