import { useState } from "react";
import { Link } from "react-router";
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { waitingTime } from "#web/features/admin/shared/format.ts";
import { toast } from "#web/lib/toast.ts";
import { useApproveProposal, useReturnProposal } from "../api/proposals.ts";
import { proposalsText } from "../messages.ts";
import { ApproveButton } from "./approve-button.tsx";

function OpenOffer({ offerId }: { offerId: number }) {
  return (
    <Link to={adminPaths.offer(offerId)} className={buttonClassName({ className: "self-start" })}>
      {proposalsText("decision.openOffer")}
    </Link>
  );
}

function Waiting({
  change,
  onApproved,
}: {
  change: OfferChangeDetail;
  onApproved: (offerId: number) => void;
}) {
  const id = String(change.id);
  const approve = useApproveProposal(id);
  const sendBack = useReturnProposal(id);
  const isNew = change.before === null;
  return (
    <>
      <p className="text-sm text-ink-700">
        {proposalsText("decision.waiting", { time: waitingTime(change.submittedAt) })}
      </p>
      <p className="text-sm text-ink-600">
        {proposalsText(isNew ? "decision.approveHintNew" : "decision.approveHintChange")}
      </p>
      <div className="flex flex-wrap gap-2">
        <ApproveButton
          change={change}
          disabled={sendBack.isPending}
          onApprove={async () => onApproved((await approve.mutateAsync(undefined)).offerId)}
        />
        <RejectDialog
          title={proposalsText("decision.sendBackTitle", { title: change.title, brand: change.brandName })}
          description={proposalsText("decision.sendBackDescription", { brand: change.brandName })}
          reasonLabel={proposalsText("decision.sendBackReason")}
          actionLabel={proposalsText("decision.sendBack")}
          disabled={approve.isPending}
          onReject={async (reason) => {
            await sendBack.mutateAsync(reason);
            toast({ title: proposalsText("decision.sentBackToast", { brand: change.brandName }) });
          }}
        />
      </div>
    </>
  );
}

/** Approve or send back a waiting proposal; for a decided one, what became of it. */
export function DecisionPanel({ change }: { change: OfferChangeDetail }) {
  // The approval's answer names the offer at once, a new one included, whatever the list says later.
  const [approvedOfferId, setApprovedOfferId] = useState<number | null>(null);
  const status = approvedOfferId === null ? change.status : "approved";
  const offerId = approvedOfferId ?? change.offerId;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="proposal-decision">
      <h2 id="proposal-decision" className="text-lg font-semibold text-ink-900">
        {proposalsText("decision.title")}
      </h2>
      {status === "submitted" ? <Waiting change={change} onApproved={setApprovedOfferId} /> : null}
      {status === "approved" ? (
        <>
          <p role="status" className="text-sm text-ink-800">
            {proposalsText("decision.approved")}
          </p>
          {offerId === null ? null : <OpenOffer offerId={offerId} />}
        </>
      ) : null}
      {status === "returned" ? (
        <>
          <p className="text-sm text-ink-800">{proposalsText("decision.returned")}</p>
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-ink-600">{proposalsText("decision.reason")}</h3>
            <p className="text-sm break-words whitespace-pre-line text-ink-900">{change.reason}</p>
          </div>
        </>
      ) : null}
      {status === "withdrawn" ? (
        <p className="text-sm text-ink-800">{proposalsText("decision.withdrawn")}</p>
      ) : null}
    </Card>
  );
}
