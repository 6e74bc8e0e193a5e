import type { PendingDocument, VerificationQueue } from "@studentperks/contracts/admin/verifications";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useOneAtATime } from "#web/lib/use-one-at-a-time.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { consoleText } from "#web/features/admin/shared/messages.en.ts";
import { useApproveDocument, useRejectDocument } from "../api/verifications.ts";
import { verificationsText } from "../messages.en.ts";
import { DocumentViewer } from "./document-viewer.tsx";
import { StudentCell, WaitingCell } from "./queue-cells.tsx";

export const documentTypeLabel = (type: PendingDocument["documentType"]) => verificationsText(`type.${type}`);

function DocumentRow({ item }: { item: PendingDocument }) {
  const approve = useApproveDocument();
  const reject = useRejectDocument();
  const once = useOneAtATime();
  return (
    <tr>
      <WaitingCell submittedAt={item.submittedAt} />
      <StudentCell name={item.studentName} accountEmail={item.accountEmail}>
        {item.studentStatus === "active" ? (
          <Badge variant="success" className="mt-1">
            {verificationsText("documents.alreadyVerified")}
          </Badge>
        ) : null}
      </StudentCell>
      <Td label={verificationsText("documents.document")}>
        <div>{documentTypeLabel(item.documentType)}</div>
        <div className="text-xs text-ink-600">{item.institution}</div>
      </Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          <DocumentViewer item={item} />
          <Button
            size="sm"
            isPending={approve.isPending}
            onClick={() =>
              once(() =>
                mutateSettled(approve, item.id, {
                  onSuccess: (answer) =>
                    toast({ title: verificationsText("documents.approved"), description: answer.message }),
                  onError: (error) =>
                    toastFailure(
                      verificationsText("documents.approveFailed"),
                      error,
                      consoleText("common.failedFallback"),
                    ),
                }),
              )
            }
          >
            {consoleText("common.approve")}
          </Button>
          <RejectDialog
            title={verificationsText("documents.rejectTitle", { name: item.studentName })}
            description={verificationsText("documents.rejectDescription")}
            onReject={async (reason) => {
              const answer = await reject.mutateAsync({ id: item.id, reason });
              toast({ title: verificationsText("documents.rejected"), description: answer.message });
            }}
          />
        </div>
      </Td>
    </tr>
  );
}

export function DocumentQueue({ documents }: { documents: VerificationQueue["documents"] }) {
  if (documents.items.length === 0)
    return <p className="text-sm text-ink-600">{verificationsText("documents.empty")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <DataTable>
        <thead>
          <tr>
            <Th>{verificationsText("documents.waiting")}</Th>
            <Th>{verificationsText("documents.student")}</Th>
            <Th>{verificationsText("documents.document")}</Th>
            <Th>{verificationsText("documents.actions")}</Th>
          </tr>
        </thead>
        <tbody>
          {documents.items.map((item) => (
            <DocumentRow key={item.id} item={item} />
          ))}
        </tbody>
      </DataTable>
      {documents.total > documents.items.length ? (
        <p className="text-xs text-ink-600">
          {verificationsText("documents.more", { shown: documents.items.length, total: documents.total })}
        </p>
      ) : null}
    </div>
  );
}
