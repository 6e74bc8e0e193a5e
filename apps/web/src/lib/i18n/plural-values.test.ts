import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { pluralsAsSelects, type Token } from "./plural-selects.ts";
import { withPluralValues } from "./plural-values.ts";

/** A message as the build compiles it (vite/compiled-catalogs.ts). */
const compile = (message: string) => pluralsAsSelects(compileMessageOrThrow(message) as Token[]);

const say = (message: string, values: Record<string, number | string>, locale: "en" | "ar" = "en") =>
  setupI18n({ locale, messages: { [locale]: { m: compile(message) } as never } })._(
    "m",
    withPluralValues(values, locale),
  );

describe("plural messages", () => {
  it("choose their branch and write # without an Intl number format", async () => {
    vi.resetModules(); // no number format cached yet
    const { withPluralValues: fresh } = await import("./plural-values.ts");
    const construct = vi.spyOn(Intl, "NumberFormat");
    try {
      const i18n = setupI18n({
        locale: "ar",
        messages: {
          ar: { m: compile("{n, plural, one {واحد} few {# قليلة} other {# عرض}}") } as never,
        },
      });
      expect(i18n._("m", fresh({ n: 1 }, "ar"))).toBe("واحد");
      expect(i18n._("m", fresh({ n: 3 }, "ar"))).toBe("3 قليلة");
      expect(i18n._("m", fresh({ n: 100 }, "ar"))).toBe("100 عرض");
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
  });

  it("keep # inside a select within a plural as the character, as ICU does", () => {
    expect(say("{n, plural, other {{kind, select, a {# a} other {#}} and #}}", { n: 2, kind: "a" })).toBe(
      "# a and 2",
    );
  });

  it("choose by the count in each of several plurals, # being the nearest plural's count", () => {
    const message = "{a, plural, one {one a} other {# a and {b, plural, one {one b} other {# b}}}}";
    expect(say(message, { a: 1, b: 5 })).toBe("one a");
    expect(say(message, { a: 4, b: 1 })).toBe("4 a and one b");
    expect(say(message, { a: 4, b: 7 })).toBe("4 a and 7 b");
  });

  it("still honour exact cases and offsets, through Lingui's own plural", () => {
    expect(say("{n, plural, =0 {none} one {one} other {# of them}}", { n: 0 })).toBe("none");
    expect(say("{n, plural, =0 {none} one {one} other {# of them}}", { n: 5 })).toBe("5 of them");
    expect(say("{n, plural, offset:1 one {you and one more} other {you and # more}}", { n: 4 })).toBe(
      "you and 3 more",
    );
  });

  it("leave values that are not numbers alone", () => {
    expect(withPluralValues({ name: "Noor" }, "en")).toEqual({ name: "Noor" });
    expect(withPluralValues(undefined, "en")).toBeUndefined();
  });
});
