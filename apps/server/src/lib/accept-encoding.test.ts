import { describe, expect, it } from "vitest";
import { pickEncoding } from "./accept-encoding.ts";

describe("pickEncoding", () => {
  it("prefers br, then gzip, else identity", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
  });

  it("honours q-values, including q=0 refusals", () => {
    expect(pickEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0.1, br;q=0")).toBe("gzip");
  });

  it("ignores junk", () => {
    expect(pickEncoding("gzip;q=abc, ;;, GZIP")).toBe("gzip");
    expect(pickEncoding(";q=1")).toBe("identity");
  });
});
