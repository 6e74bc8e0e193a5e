// How an offer row reads for its brand: its state's label and tone, and whether a proposal waits.
import type { PartnerOfferRow } from "@studentperks/contracts/partners";
import type { BadgeProps } from "#web/components/ui/badge.tsx";

type Tone = NonNullable<BadgeProps["variant"]>;

export const STATE_TONES: Record<PartnerOfferRow["state"], Tone> = {
  live: "success",
  scheduled: "info",
  paused: "warning",
  draft: "neutral",
  ended: "neutral",
  in_review: "info",
  changes_requested: "danger",
};

/** Staff sent the proposal back: the reason, or "" when they gave none; null when not sent back. */
export const returnedReason = (row: PartnerOfferRow): string | null =>
  row.change?.status === "returned" || row.state === "changes_requested" ? (row.change?.reason ?? "") : null;

/** A proposal for a change to a live offer waits (the row's own state is the live offer's). */
export const hasChangeWaiting = (row: PartnerOfferRow) =>
  row.offerId !== null && row.change?.status === "submitted";

/** The address part that opens the editor for this row. */
export function editTargetOf(row: PartnerOfferRow): string | null {
  if (row.offerId !== null) return `offer-${row.offerId}`;
  return row.change ? `proposal-${row.change.id}` : null;
}

/** Pools take codes on discount offers the brand still runs. */
export const takesCodes = (row: PartnerOfferRow) =>
  row.offerId !== null && row.offerType === "discount" && row.state !== "ended";
