import { describe, expect, it } from "vitest";
import { t } from "../../../lib/i18n/index.ts";
import { verificationCardState, type VerificationFacts } from "./verification-state.ts";

const facts = (overrides: Partial<VerificationFacts>): VerificationFacts => ({
  status: null,
  studentEmail: null,
  verifiedAt: null,
  ...overrides,
});

function shown(overrides: Partial<VerificationFacts>) {
  const state = verificationCardState(facts(overrides));
  return {
    badge: t(state.badge),
    message: t(state.message),
    action: state.action && t(state.action),
    submittedEmail: state.submittedEmail,
  };
}

describe("verificationCardState", () => {
  it("maps every status to the badge and message of the spec's table", () => {
    expect(shown({})).toMatchObject({
      badge: "Not Started",
      message: "Complete your profile to start verification.",
    });
    expect(shown({ status: "active", verifiedAt: "2025-10-01T00:00:00.000Z" })).toMatchObject({
      badge: "Verified",
      message: "Your student status is verified.",
    });
    expect(shown({ status: "pending" })).toMatchObject({
      badge: "Pending",
      message: "Your verification is being reviewed.",
    });
    expect(shown({ status: "rejected" })).toMatchObject({
      badge: "Rejected",
      message: "Please contact support for assistance.",
    });
    expect(shown({ status: "unrecognized_domain" })).toMatchObject({
      badge: "Under Review",
      message: "We're verifying your enrollment manually.",
    });
  });

  it("offers Start Verification for pending with no student email, and no email box", () => {
    expect(shown({ status: "pending" })).toMatchObject({
      action: "Start Verification",
      submittedEmail: null,
    });
  });

  it("offers Update Verification and shows the submitted email for pending with one", () => {
    expect(shown({ status: "pending", studentEmail: "s@uaeu.ac.ae" })).toMatchObject({
      action: "Update Verification",
      submittedEmail: "s@uaeu.ac.ae",
    });
  });

  it("offers Update Verification Status for unrecognized_domain", () => {
    expect(shown({ status: "unrecognized_domain", studentEmail: "s@college.ae" })).toMatchObject({
      action: "Update Verification Status",
      submittedEmail: null,
    });
  });

  it("asks a student whose verification expired to verify again", () => {
    expect(shown({ status: "expired", verifiedAt: "2025-10-01T00:00:00.000Z" })).toEqual({
      badge: "Expired",
      message: "Your student verification has expired. Verify again to keep your student discounts.",
      action: "Verify Again",
      submittedEmail: null,
    });
  });

  it("offers no button once verifiedAt is set, nor for none, active or rejected", () => {
    const verifiedAt = "2025-10-01T00:00:00.000Z";
    expect(shown({ status: "pending", studentEmail: "s@uaeu.ac.ae", verifiedAt })).toMatchObject({
      action: null,
      submittedEmail: null,
    });
    expect(shown({ status: "unrecognized_domain", verifiedAt }).action).toBeNull();
    for (const status of [null, "active", "rejected"] as const) {
      expect(shown({ status }).action).toBeNull();
    }
  });
});
