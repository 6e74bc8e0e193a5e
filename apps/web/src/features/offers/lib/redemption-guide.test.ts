import { describe, expect, it } from "vitest";
import { defaultGuide, guideSteps } from "./redemption-guide.ts";

const steps = [
  { step: 2, instruction: "Apply it at checkout" },
  { step: 1, instruction: "Copy your code" },
];

describe("guideSteps", () => {
  it("orders the offer's steps and numbers them from 1", () => {
    expect(guideSteps(steps)).toEqual([
      { step: 1, instruction: "Copy your code" },
      { step: 2, instruction: "Apply it at checkout" },
    ]);
  });

  it("reads a guide delivered as a JSON string", () => {
    expect(guideSteps(JSON.stringify(steps))).toEqual(guideSteps(steps));
  });

  it("falls back to the default 4 steps when the guide is missing, empty or unreadable", () => {
    expect(defaultGuide()).toHaveLength(4);
    for (const guide of [
      null,
      [],
      "[]",
      "not json",
      '{"step":1}',
      JSON.stringify([{ step: 1, instruction: " " }]),
    ]) {
      expect(guideSteps(guide), String(guide)).toEqual(defaultGuide());
    }
  });
});
