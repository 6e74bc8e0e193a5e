import { describe, expect, it } from "vitest";
import { candidateDomains, emailDomain, isFreeWebmail } from "./student-email.ts";

describe("emailDomain", () => {
  it("is the lower-cased part after the last @", () => {
    expect(emailDomain("H00123@Students.HCT.ac.ae")).toBe("students.hct.ac.ae");
    expect(emailDomain('"odd@name"@zu.ac.ae')).toBe("zu.ac.ae");
  });
});

describe("candidateDomains", () => {
  it("lists the domain and its parents, longest first, never a bare top-level domain", () => {
    expect(candidateDomains("students.hct.ac.ae")).toEqual(["students.hct.ac.ae", "hct.ac.ae", "ac.ae"]);
    expect(candidateDomains("nyu.edu")).toEqual(["nyu.edu"]);
    expect(candidateDomains("localhost")).toEqual([]);
  });
});

describe("isFreeWebmail", () => {
  it("recognises free e-mail services and their subdomains", () => {
    for (const domain of ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "eim.ae"]) {
      expect(isFreeWebmail(domain), domain).toBe(true);
    }
    expect(isFreeWebmail("mail.yahoo.com")).toBe(true);
  });

  it("leaves institution domains alone", () => {
    for (const domain of ["students.hct.ac.ae", "zu.ac.ae", "nyu.edu", "gmail.com.example.ae"]) {
      expect(isFreeWebmail(domain), domain).toBe(false);
    }
  });
});
