import { describe, expect, it as test } from "vitest";
import type { Institution } from "@studentperks/contracts/admin/institutions";
import { domainOutcomeText, filterInstitutions, parseDomains } from "./lib.ts";

const institution = (name: string, ...domains: string[]): Institution => ({
  id: name.length,
  name,
  emirate: null,
  domains: domains.map((domain) => ({ domain, isLegacy: false })),
  verifiedStudents: 0,
});

describe("parseDomains", () => {
  test("splits on commas, spaces and new lines and drops blanks", () => {
    expect(parseDomains(" uni.ac.ae,students.uni.ac.ae\n\nother.ae ;")).toEqual([
      "uni.ac.ae",
      "students.uni.ac.ae",
      "other.ae",
    ]);
    expect(parseDomains("  ")).toEqual([]);
  });
});

describe("filterInstitutions", () => {
  const list = [institution("Zayed University", "zu.ac.ae"), institution("Khalifa University", "ku.ac.ae")];
  test("matches the name in any case, or a domain", () => {
    expect(filterInstitutions(list, "ZAYED").map((i) => i.name)).toEqual(["Zayed University"]);
    expect(filterInstitutions(list, "ku.ac").map((i) => i.name)).toEqual(["Khalifa University"]);
    expect(filterInstitutions(list, " ")).toHaveLength(2);
    expect(filterInstitutions(list, "sorbonne")).toEqual([]);
  });
});

describe("domainOutcomeText", () => {
  test("counts the students sent a code, never calling them verified", () => {
    expect(domainOutcomeText({ codesSent: 3, rejected: 0 })).toBe(
      "3 waiting students were sent a verification code.",
    );
    expect(domainOutcomeText({ codesSent: 1, rejected: 2 })).toBe(
      "1 waiting student was sent a verification code. 2 not sent a code: their student e-mail already verified another account.",
    );
    expect(domainOutcomeText({ codesSent: 0, rejected: 0 })).toBe("");
  });
});
