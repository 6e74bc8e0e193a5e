import { describe, expect, it } from "vitest";
import { FIELD_ORDER, fieldRows } from "./field-rows.ts";

describe("a proposal's side-by-side rows", () => {
  it("list every known field in the editor's order, then unknown ones, marking the server's changed list", () => {
    const rows = fieldRows({
      before: { title: "Old", description: "Same", code: "A1" },
      after: { title: "New", description: "Same", code: "A1", futureField: 3 },
      changed: ["title"],
    });
    expect(rows.map((row) => row.name)).toEqual([...FIELD_ORDER, "futureField"]);
    expect(rows.filter((row) => row.isChanged).map((row) => row.name)).toEqual(["title"]);
    expect(rows[0]).toEqual({ name: "title", before: "Old", after: "New", isChanged: true });
  });

  it("give a new offer no before and no changed marks", () => {
    const rows = fieldRows({ before: null, after: { title: "Fresh" }, changed: ["title"] });
    expect(rows[0]).toEqual({ name: "title", before: undefined, after: "Fresh", isChanged: false });
    expect(rows.some((row) => row.isChanged)).toBe(false);
  });
});
