import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are, and writes null as empty", () => {
    expect(csvCell("Karak House")).toBe("Karak House");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(0.25)).toBe("0.25");
    expect(csvCell(null)).toBe("");
  });

  it("quotes fields with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("Pens, paper")).toBe('"Pens, paper"');
    expect(csvCell('The "best" deal')).toBe('"The ""best"" deal"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it("makes text a spreadsheet would run as a formula inert", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+971 50")).toBe("'+971 50");
    expect(csvCell("-10% off")).toBe("'-10% off");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("10% = great")).toBe("10% = great");
  });
});

describe("toCsv", () => {
  it("ends every line, the last included, with CRLF", () => {
    expect(
      toCsv([
        ["id", "title"],
        [1, "A, B"],
      ]),
    ).toBe('id,title\r\n1,"A, B"\r\n');
  });
});
