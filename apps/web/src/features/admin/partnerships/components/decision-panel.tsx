import { Link, useNavigate } from "react-router";
import type { PartnershipDetail } from "@studentperks/contracts/admin/partnerships";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useOneAtATime } from "#web/lib/use-one-at-a-time.ts";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { formatDateTime, waitingTime } from "#web/features/admin/shared/format.ts";
import { useApprovePartnership, useRejectPartnership } from "../api/partnerships.ts";
import { partnershipsText } from "../messages.ts";

function WaitingDecision({ request }: { request: PartnershipDetail }) {
  const navigate = useNavigate();
  const approve = useApprovePartnership(request.id);
  const reject = useRejectPartnership(request.id);
  const once = useOneAtATime();
  return (
    <>
      <p className="text-sm text-ink-700">
        {partnershipsText("decision.waiting", { time: waitingTime(request.submittedAt) })}
      </p>
      <p className="text-sm text-ink-600">{partnershipsText("decision.approveHint")}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          isPending={approve.isPending}
          disabled={reject.isPending}
          onClick={(click) =>
            once(click, () =>
              mutateSettled(approve, undefined, {
                onSuccess: ({ offerId }) => void navigate(adminPaths.offer(offerId)),
                onError: (error) =>
                  toastFailure(
                    partnershipsText("decision.approveFailed"),
                    error,
                    partnershipsText("decision.fallbackError"),
                  ),
              }),
            )
          }
        >
          {partnershipsText("decision.approve")}
        </Button>
        <RejectDialog
          title={partnershipsText("decision.rejectTitle", { brand: request.brandName })}
          description={partnershipsText("decision.rejectDescription", { contact: request.contactName })}
          disabled={approve.isPending}
          onReject={async (reason) => {
            await reject.mutateAsync(reason);
            toast({ title: partnershipsText("decision.rejectedToast", { contact: request.contactName }) });
          }}
        />
      </div>
    </>
  );
}

function Decided({ request }: { request: PartnershipDetail }) {
  const params = {
    who: request.reviewerEmail ?? partnershipsText("decision.formerStaff"),
    date: request.reviewedAt ? formatDateTime(request.reviewedAt) : "—",
  };
  if (request.status === "rejected") {
    return (
      <>
        <p className="text-sm text-ink-800">{partnershipsText("decision.rejected", params)}</p>
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink-600">{partnershipsText("decision.reason")}</h3>
          <p className="text-sm whitespace-pre-line text-ink-900">{request.rejectionReason}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-ink-800">{partnershipsText("decision.approved", params)}</p>
      {request.offerId === null ? (
        <Alert>{partnershipsText("decision.offerGone")}</Alert>
      ) : (
        <Link to={adminPaths.offer(request.offerId)} className={buttonClassName({ className: "self-start" })}>
          {partnershipsText("decision.openOffer")}
        </Link>
      )}
    </>
  );
}

/** Approve or reject a waiting request; for a decided one, who decided what and when. */
export function DecisionPanel({ request }: { request: PartnershipDetail }) {
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="partnership-decision">
      <h2 id="partnership-decision" className="text-lg font-semibold text-ink-900">
        {partnershipsText("decision.title")}
      </h2>
      {request.status === "submitted" ? <WaitingDecision request={request} /> : <Decided request={request} />}
    </Card>
  );
}
