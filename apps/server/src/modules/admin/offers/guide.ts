// A stored redemption guide is an array of steps, or (offers from older clients) that array as a JSON
// string. The console edits it as an array; anything unreadable counts as no steps.
import type { RedemptionStep } from "@studentperks/contracts/offers";

export function guideSteps(stored: RedemptionStep[] | string | null): RedemptionStep[] {
  let value: unknown = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .map((step: unknown) => (step as { instruction?: unknown })?.instruction)
    .filter((instruction): instruction is string => typeof instruction === "string" && instruction !== "")
    .map((instruction, index) => ({ step: index + 1, instruction }));
}
