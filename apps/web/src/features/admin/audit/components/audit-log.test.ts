import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-log.tsx";

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
