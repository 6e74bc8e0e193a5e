import { INSIGHTS_MAX_DAYS } from "@studentperks/contracts/admin/insights";
import { describe, expect, it } from "vitest";
import { RETENTION } from "./retention.ts";

describe("retention", () => {
  it("keeps offer events for longer than the longest Insights period, with a day to spare", () => {
    expect(RETENTION.analyticsDays).toBeGreaterThan(INSIGHTS_MAX_DAYS + 1);
  });

  it("keeps dead mail longer than sent mail", () => {
    expect(RETENTION.deadMailDays).toBeGreaterThan(RETENTION.sentMailDays);
  });
});
