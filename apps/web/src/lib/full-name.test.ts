import { describe, expect, it } from "vitest";
import { fullName, splitFullName } from "./full-name.ts";

describe("splitFullName", () => {
  it("splits at the first space, keeping the rest as the last name", () => {
    expect(splitFullName("Aisha Al Mansoori")).toEqual({ firstName: "Aisha", lastName: "Al Mansoori" });
  });

  it("leaves the last name empty for a single word", () => {
    expect(splitFullName("Omar")).toEqual({ firstName: "Omar", lastName: "" });
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(splitFullName("  Sara   Khan  ")).toEqual({ firstName: "Sara", lastName: "Khan" });
  });

  it("round-trips with fullName, which skips an empty last name", () => {
    expect(fullName({ firstName: "Sara", lastName: "" })).toBe("Sara");
    expect(fullName({ firstName: "Aisha", lastName: "Khan" })).toBe("Aisha Khan");
    expect(splitFullName(fullName({ firstName: "Mohammed", lastName: "bin Rashid" }))).toEqual({
      firstName: "Mohammed",
      lastName: "bin Rashid",
    });
  });
});
