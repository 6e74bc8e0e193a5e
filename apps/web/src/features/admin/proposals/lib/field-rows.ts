// The rows of a proposal's side-by-side: every field of the offer in the order the offer editor shows
// them, then any field this screen does not know yet (so a field added to the contracts is never hidden).
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";

/** The partner portal's offer fields (partnerOfferFieldsSchema), as the offer editor orders them. */
export const FIELD_ORDER = [
  "title",
  "description",
  "businessCategory",
  "coverUrl",
  "websiteUrl",
  "redemptionChannel",
  "offerType",
  "discountType",
  "discountValue",
  "code",
  "referralLink",
  "usageLimit",
  "startsOn",
  "expiresOn",
  "discountRedemptionGuide",
  "generalInfo",
  "termsAndConditions",
  "titleAr",
  "descriptionAr",
  "discountRedemptionGuideAr",
  "termsAndConditionsAr",
] as const;
export type KnownField = (typeof FIELD_ORDER)[number];

export const isKnownField = (name: string): name is KnownField =>
  (FIELD_ORDER as readonly string[]).includes(name);

export interface FieldRow {
  name: string;
  /** Undefined for a new offer (there is no before). */
  before: unknown;
  after: unknown;
  isChanged: boolean;
}

/** A new offer's rows have no before and none is marked changed: all of it is new. */
export function fieldRows(change: Pick<OfferChangeDetail, "before" | "after" | "changed">): FieldRow[] {
  const { before, after } = change;
  const present = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const extra = [...present].filter((name) => !isKnownField(name)).sort();
  const changed = new Set(change.changed);
  return [...FIELD_ORDER, ...extra].map((name) => ({
    name,
    before: before === null ? undefined : before[name],
    after: after[name],
    isChanged: before !== null && changed.has(name),
  }));
}
