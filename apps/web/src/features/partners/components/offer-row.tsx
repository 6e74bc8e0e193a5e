import { useId } from "react";
import { titleIn, type PartnerOfferRow } from "@studentperks/contracts/partners";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { t, useLocale, type MessageKey } from "#web/lib/i18n/index.ts";
import type { Locale } from "#web/lib/i18n/locale.ts";
import { countText, dayText } from "../lib/format.ts";
import {
  editTargetOf,
  hasChangeWaiting,
  returnedReason,
  STATE_TONES,
  takesCodes,
} from "../lib/offer-state.ts";
import { CodesUpload } from "./codes-upload.tsx";
import { PauseButton } from "./pause-button.tsx";

const stateKeys: Record<PartnerOfferRow["state"], MessageKey> = {
  live: "partners.state.live",
  scheduled: "partners.state.scheduled",
  paused: "partners.state.paused",
  draft: "partners.state.draft",
  ended: "partners.state.ended",
  in_review: "partners.state.in_review",
  changes_requested: "partners.state.changes_requested",
};

const channelKeys: Record<PartnerOfferRow["redemptionChannel"], MessageKey> = {
  online: "partnership.channel.online",
  in_store: "partnership.channel.in_store",
  both: "partners.offers.channelBoth",
};

/** The period as a sentence: from–to, from (open-ended), until, or not set. */
export function periodText(row: Pick<PartnerOfferRow, "startsOn" | "endsOn">, locale: Locale): string {
  const from = row.startsOn ? dayText(row.startsOn, locale) : null;
  const to = row.endsOn ? dayText(row.endsOn, locale) : null;
  if (from && to) return t("partners.period.fromTo", { from, to });
  if (from) return t("partners.period.from", { from });
  if (to) return t("partners.period.until", { to });
  return t("partners.period.none");
}

interface OfferRowProps {
  row: PartnerOfferRow;
  canEdit: boolean;
  onEdit: (target: string) => void;
}

export function OfferRow({ row, canEdit, onEdit }: OfferRowProps) {
  const locale = useLocale();
  const titleId = useId();
  const reason = returnedReason(row);
  const target = editTargetOf(row);
  const isProposal = row.offerId === null;
  const title = titleIn(row, locale);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} dir="auto" className="min-w-0 text-h3 wrap-anywhere text-ink-900">
          {title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant={STATE_TONES[row.state]} className="text-sm">
            <span className="sr-only">{t("partners.offers.state")}: </span>
            {t(stateKeys[row.state])}
          </Badge>
          {hasChangeWaiting(row) ? (
            <Badge variant="info" className="text-sm">
              {t("partners.offers.changeWaiting")}
            </Badge>
          ) : null}
          {!isProposal && row.change?.status === "returned" ? (
            <Badge variant="danger" className="text-sm">
              {t("partners.offers.changeReturned")}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="flex flex-col">
          <dt className="text-xs font-medium text-ink-600">{t("partners.offers.period")}</dt>
          <dd className="text-ink-900">{periodText(row, locale)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs font-medium text-ink-600">{t("partners.offers.kind")}</dt>
          <dd className="text-ink-900">
            {t(
              row.offerType === "discount"
                ? "partnership.offerType.discount"
                : "partnership.offerType.referral",
            )}
            {" · "}
            {t(channelKeys[row.redemptionChannel])}
          </dd>
        </div>
        {row.codesTotal !== null && row.codesLeft !== null ? (
          <div className="flex flex-col">
            <dt className="text-xs font-medium text-ink-600">{t("partners.offers.codes")}</dt>
            <dd className={row.codesLeft === 0 ? "font-semibold text-red-800" : "text-ink-900"}>
              {t("partners.offers.codesLeft", {
                left: countText(row.codesLeft, locale),
                total: countText(row.codesTotal, locale),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {reason !== null ? (
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-xs font-medium text-red-800">{t("partners.offers.reviewerReason")}</p>
          <p dir="auto" className="break-words whitespace-pre-line text-ink-900">
            {reason || t("partners.offers.noReason")}
          </p>
        </div>
      ) : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-3">
          {target ? (
            <Button variant="outline" size="sm" onClick={() => onEdit(target)}>
              {t(
                isProposal
                  ? "partners.offers.editProposal"
                  : row.change
                    ? "partners.offers.editChange"
                    : "partners.offers.proposeChange",
              )}
              <span className="sr-only">: {title}</span>
            </Button>
          ) : null}
          {row.offerId !== null &&
          (row.state === "live" || row.state === "scheduled" || row.state === "paused") ? (
            <PauseButton offerId={row.offerId} title={title} isPaused={row.state === "paused"} />
          ) : null}
          {takesCodes(row) && row.offerId !== null ? (
            <CodesUpload offerId={row.offerId} title={title} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
