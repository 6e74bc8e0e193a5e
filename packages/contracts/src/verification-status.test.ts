import { describe, expect, it } from "vitest";
import { verificationStage } from "./verification-status.ts";

const nothing = { studentEmail: null, institution: null };

describe("verificationStage", () => {
  it("tells apart the three kinds of pending", () => {
    expect(verificationStage("pending", nothing)).toBe("not_started");
    expect(
      verificationStage("pending", { studentEmail: "s@zu.ac.ae", institution: "Zayed University" }),
    ).toBe("code_sent");
    expect(verificationStage("pending", { studentEmail: null, institution: "Zayed University" })).toBe(
      "document_review",
    );
  });

  it("follows the status otherwise", () => {
    expect(
      verificationStage("unrecognized_domain", { studentEmail: "s@new.ac.ae", institution: "new.ac.ae" }),
    ).toBe("domain_review");
    expect(verificationStage("active", nothing)).toBe("verified");
    expect(verificationStage("rejected", nothing)).toBe("rejected");
    expect(verificationStage("expired", nothing)).toBe("expired");
  });
});
