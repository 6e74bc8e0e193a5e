import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Verification } from "@studentperks/contracts/verification";
import { verificationStage } from "@studentperks/contracts/verification-status";
import {
  clearEmailDraft,
  domainOf,
  draftFromVerification,
  readEmailDraft,
  readTypedCode,
  saveEmailDraft,
  saveTypedCode,
} from "./email-draft.ts";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the e-mail verification draft", () => {
  it("keeps the spec's three keys and the typed code, and clears them all", () => {
    expect(readEmailDraft()).toBeNull();
    saveEmailDraft({ studentEmail: "s@zu.ac.ae", institution: "zu.ac.ae", personalEmail: "s@example.com" });
    saveTypedCode("123");
    expect(window.localStorage.getItem("studentEmail")).toBe("s@zu.ac.ae");
    expect(window.localStorage.getItem("institution")).toBe("zu.ac.ae");
    expect(window.localStorage.getItem("personalEmail")).toBe("s@example.com");
    expect(readEmailDraft()).toEqual({
      studentEmail: "s@zu.ac.ae",
      institution: "zu.ac.ae",
      personalEmail: "s@example.com",
    });
    expect(readTypedCode()).toBe("123");
    clearEmailDraft();
    expect(readEmailDraft()).toBeNull();
    expect(readTypedCode()).toBe("");
  });

  it("is missing when any of the three parts is", () => {
    saveEmailDraft({ studentEmail: "s@zu.ac.ae", institution: "zu.ac.ae", personalEmail: "" });
    expect(readEmailDraft()).not.toBeNull();
    window.localStorage.removeItem("institution");
    expect(readEmailDraft()).toBeNull();
  });
});

describe("domainOf", () => {
  it("is the lower-cased domain part", () => {
    expect(domainOf("H00123@Students.HCT.ac.ae")).toBe("students.hct.ac.ae");
  });
});

describe("the draft from the server's record", () => {
  const verification = (status: Verification["status"], studentEmail: string | null): Verification => ({
    status,
    stage: verificationStage(status, { studentEmail, institution: "Zayed University" }),
    studentEmail,
    institution: "Zayed University",
    verifiedAt: null,
    expiresAt: null,
  });

  it("is the pending student e-mail a code went to, with the signed-in e-mail", () => {
    expect(draftFromVerification(verification("pending", "S1@Students.ZU.ac.ae"), "me@example.com")).toEqual({
      studentEmail: "S1@Students.ZU.ac.ae",
      institution: "students.zu.ac.ae",
      personalEmail: "me@example.com",
    });
  });

  it("is nothing when no code is out: no record, a document, staff review, or verified", () => {
    expect(draftFromVerification(null, "me@example.com")).toBeNull();
    expect(draftFromVerification(verification("pending", null), "me@example.com")).toBeNull();
    expect(
      draftFromVerification(verification("unrecognized_domain", "s@new.ac.ae"), "me@example.com"),
    ).toBeNull();
    expect(draftFromVerification(verification("active", "s@zu.ac.ae"), "me@example.com")).toBeNull();
  });
});
