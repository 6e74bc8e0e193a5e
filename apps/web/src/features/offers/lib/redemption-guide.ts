// The Guide tab's steps (spec 000 §3, §5): the offer's guide, which may arrive as an array or as that
// array in a JSON string; when it is missing, empty or unreadable, the default 4-step guide.
import type { PublicOffer } from "@studentperks/contracts/offers";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";

export interface GuideStep {
  step: number;
  instruction: string;
}

const defaultStepKeys: MessageKey[] = [
  "guide.default.1",
  "guide.default.2",
  "guide.default.3",
  "guide.default.4",
];

export function defaultGuide(): GuideStep[] {
  return defaultStepKeys.map((key, index) => ({ step: index + 1, instruction: t(key) }));
}

function parse(guide: PublicOffer["discountRedemptionGuide"]): unknown {
  if (typeof guide !== "string") return guide;
  try {
    return JSON.parse(guide) as unknown;
  } catch {
    return null;
  }
}

/** The steps in order, numbered from 1. */
export function guideSteps(guide: PublicOffer["discountRedemptionGuide"]): GuideStep[] {
  return ownGuideSteps(guide) ?? defaultGuide();
}

/** The offer's own steps in order, numbered from 1; null when it has none (the default applies). */
export function ownGuideSteps(guide: PublicOffer["discountRedemptionGuide"]): GuideStep[] | null {
  const parsed = parse(guide);
  if (!Array.isArray(parsed)) return null;
  const steps = parsed
    .filter(
      (item): item is { step?: unknown; instruction: string } =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as { instruction?: unknown }).instruction === "string" &&
        (item as { instruction: string }).instruction.trim() !== "",
    )
    .map((item, index) => ({
      order: typeof item.step === "number" ? item.step : index + 1,
      instruction: item.instruction.trim(),
    }))
    .sort((a, b) => a.order - b.order);
  if (steps.length === 0) return null;
  return steps.map((item, index) => ({ step: index + 1, instruction: item.instruction }));
}
