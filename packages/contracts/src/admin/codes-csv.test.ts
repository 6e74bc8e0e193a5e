import { describe, expect, it } from "vitest";
import { parseCodesCsv } from "./codes-csv.ts";

describe("the codes in a CSV", () => {
  it("are the first column, trimmed, with a header and blank lines skipped", () => {
    expect(parseCodesCsv("code,batch\n  ALPHA-1 ,first\n\nBETA-2\n")).toEqual({
      codes: ["ALPHA-1", "BETA-2"],
    });
  });

  it("read through a byte-order mark, CRLF and lone CR line ends", () => {
    expect(parseCodesCsv("\uFEFFcode\r\nALPHA-1\r\nBETA-2\rGAMMA-3")).toEqual({
      codes: ["ALPHA-1", "BETA-2", "GAMMA-3"],
    });
  });

  it("unquote quoted cells, commas and doubled quotes inside them included", () => {
    expect(parseCodesCsv('"ALPHA-1","note, with a comma"\n"BE""TA"\n')).toEqual({
      codes: ["ALPHA-1", 'BE"TA'],
    });
  });

  it("keep repeats in order (the pool counts and drops them)", () => {
    expect(parseCodesCsv("A1\nB2\nA1\n")).toEqual({ codes: ["A1", "B2", "A1"] });
  });

  it("name the line of the first cell that is not a code", () => {
    expect(parseCodesCsv('code\nGOOD-1\n\n"HAS SPACE"\nGOOD-2\n')).toEqual({ badLine: 4 });
  });

  it("name the line where a quote is left open", () => {
    expect(parseCodesCsv('GOOD-1\n"OPEN\n')).toEqual({ badLine: 2 });
  });

  it("find no codes in a file of headers and blank lines", () => {
    expect(parseCodesCsv("code\n\n\r\n")).toEqual({ codes: [] });
  });
});
