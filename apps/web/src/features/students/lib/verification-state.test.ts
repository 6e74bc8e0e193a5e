import { describe, expect, it } from "vitest";
import { t } from "#web/lib/i18n/index.ts";
import { verificationCardState, type VerificationFacts } from "./verification-state.ts";

function shown(facts: Partial<VerificationFacts>) {
  const state = verificationCardState({ stage: null, studentEmail: null, ...facts });
  return {
    badge: t(state.badge),
    message: t(state.message),
    action: state.action && t(state.action),
    submittedEmail: state.submittedEmail,
  };
}

describe("verificationCardState", () => {
  it("a new account (no record, or a record with nothing submitted) has not started", () => {
    const notStarted = {
      badge: "Not Started",
      message:
        "Verify your student status to unlock discounts: confirm your university email with a code, or upload your student ID.",
      action: "Start Verification",
      submittedEmail: null,
    };
    expect(shown({})).toEqual(notStarted);
    expect(shown({ stage: "not_started" })).toEqual(notStarted);
  });

  it("a code on its way is pending, asks for the code, shows the student email and can be updated", () => {
    expect(shown({ stage: "code_sent", studentEmail: "s@uaeu.ac.ae" })).toEqual({
      badge: "Pending",
      message:
        "Enter the code we sent to your student email to finish verifying. Not there? Send it again or use another email.",
      action: "Update Verification",
      submittedEmail: "s@uaeu.ac.ae",
    });
  });

  it("a document with staff is under review, with no button to start again", () => {
    expect(shown({ stage: "document_review" })).toEqual({
      badge: "Under Review",
      message: "Your verification is being reviewed.",
      action: null,
      submittedEmail: null,
    });
  });

  it("an unrecognised domain is reviewed manually and its status can be updated", () => {
    expect(shown({ stage: "domain_review", studentEmail: "s@college.ae" })).toEqual({
      badge: "Under Review",
      message: "We're verifying your enrollment manually.",
      action: "Update Verification Status",
      submittedEmail: null,
    });
  });

  it("verified and rejected offer no button; expired asks to verify again", () => {
    expect(shown({ stage: "verified", studentEmail: "s@uaeu.ac.ae" })).toEqual({
      badge: "Verified",
      message: "Your student status is verified.",
      action: null,
      submittedEmail: null,
    });
    expect(shown({ stage: "rejected" })).toEqual({
      badge: "Rejected",
      message: "Please contact support for assistance.",
      action: null,
      submittedEmail: null,
    });
    expect(shown({ stage: "expired" })).toEqual({
      badge: "Expired",
      message: "Your student verification has expired. Verify again to keep your student discounts.",
      action: "Verify Again",
      submittedEmail: null,
    });
  });
});
