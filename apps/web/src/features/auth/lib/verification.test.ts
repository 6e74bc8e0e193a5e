import { verificationStage } from "@studentperks/contracts/verification-status";
import { describe, expect, it } from "vitest";
import { isVerifiedStudent } from "./verification.ts";

const verification = (status: "pending" | "active" | "rejected" | "unrecognized_domain" | "expired") => ({
  status,
  stage: verificationStage(status, { studentEmail: null, institution: null }),
  studentEmail: null,
  verifiedAt: null,
  expiresAt: null,
});

describe("isVerifiedStudent", () => {
  it("is true only for a student whose status is active", () => {
    expect(isVerifiedStudent({ role: "student", verification: verification("active") })).toBe(true);
    expect(isVerifiedStudent({ role: "merchant", verification: verification("active") })).toBe(false);
    for (const status of ["pending", "rejected", "unrecognized_domain", "expired"] as const) {
      expect(isVerifiedStudent({ role: "student", verification: verification(status) })).toBe(false);
    }
    expect(isVerifiedStudent({ role: "student", verification: null })).toBe(false);
    expect(isVerifiedStudent(null)).toBe(false);
  });
});
