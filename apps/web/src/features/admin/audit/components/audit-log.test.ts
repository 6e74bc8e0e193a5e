import { describe, expect, it } from "vitest";
import { changedFields, labelOr } from "./audit-log.tsx";

describe("labelOr", () => {
  it("names a known action in words, and shows an unknown one as it is", () => {
    expect(labelOr("audit.action.partnership.approve", "partnership.approve")).toBe(
      "Approved a partnership request",
    );
    expect(labelOr("audit.action.offer.archive", "offer.archive")).toBe("offer.archive");
  });
});

describe("changedFields", () => {
  it("lists only what changed, old → new", () => {
    expect(changedFields({ status: "pending", name: "A" }, { status: "active", name: "A" })).toEqual([
      "status: pending → active",
    ]);
  });

  it("shows a created or deleted record's fields against a dash", () => {
    expect(changedFields(null, { domain: "uni.ac.ae" })).toEqual(["domain: — → uni.ac.ae"]);
    expect(changedFields({ domain: "uni.ac.ae" }, null)).toEqual(["domain: uni.ac.ae → —"]);
  });
});
