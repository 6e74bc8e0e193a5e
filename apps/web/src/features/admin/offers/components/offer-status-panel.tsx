import { Link } from "react-router";
import type { AdminOffer, OfferTransition } from "@studentperks/contracts/admin/offers";
import { Alert } from "#web/components/ui/alert.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { offerHref } from "#web/lib/paths.ts";
import { dubaiMidday } from "@studentperks/contracts/dubai-time";
import { formatDate, formatDateTime } from "#web/features/admin/shared/format.ts";
import { offersText } from "../messages.ts";
import { OfferStatusBadge } from "./offer-status-badge.tsx";

const ACTIONS: Record<AdminOffer["status"], OfferTransition[]> = {
  draft: ["publish", "archive"],
  published: ["unpublish", "archive"],
  paused: ["unpublish", "archive"],
  archived: ["unpublish"],
};

interface OfferStatusPanelProps {
  offer: AdminOffer;
  pending: OfferTransition | null;
  error: string | null;
  onAction: (action: OfferTransition) => void;
}

/** Where the offer stands, and the moves it can make from there. */
export function OfferStatusPanel({ offer, pending, error, onAction }: OfferStatusPanelProps) {
  return (
    <section
      aria-labelledby="offer-status-heading"
      className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="offer-status-heading" className="text-base font-semibold text-ink-900">
          {offersText("status.heading")}
        </h2>
        <OfferStatusBadge status={offer.status} />
      </div>
      {offer.publishedAt && offer.status === "published" ? (
        <p className="text-sm text-ink-600">
          {offersText("status.publishedOn", { date: formatDateTime(offer.publishedAt) })}
        </p>
      ) : null}
      {offer.isScheduled && offer.startsOn ? (
        <p className="text-sm font-medium text-ink-800">
          {offersText("status.isScheduled", { date: formatDate(dubaiMidday(offer.startsOn)) })}
        </p>
      ) : null}
      {offer.status === "paused" ? (
        <p className="text-sm text-ink-700">{offersText("status.pausedNote")}</p>
      ) : null}
      {offer.outOfCodes ? (
        <div className="flex flex-col gap-1">
          <Badge variant="danger" className="self-start">
            {offersText("supply.outOfCodes")}
          </Badge>
          <p className="text-sm text-ink-700">
            {offersText("supply.outSince", {
              date: offer.codesRanOutAt ? formatDateTime(offer.codesRanOutAt) : "",
            })}
          </p>
        </div>
      ) : null}
      {offer.isExpired ? (
        <p className="text-sm font-medium text-red-800">{offersText("status.isExpired")}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {ACTIONS[offer.status].map((action) => (
          <Button
            key={action}
            variant={action === "publish" ? "primary" : "outline"}
            isPending={pending === action}
            disabled={pending !== null}
            onClick={() => onAction(action)}
          >
            {offersText(`action.${action}`)}
          </Button>
        ))}
      </div>
      {offer.status === "published" && !offer.isExpired && !offer.isScheduled ? (
        <Link
          to={offerHref(offer.id)}
          target="_blank"
          className={buttonClassName({ variant: "ghost", size: "sm", className: "self-start underline" })}
        >
          {offersText("action.viewOnSite")}
        </Link>
      ) : null}
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
