import { useState } from "react";
import type { PendingDocument, VerificationQueue } from "@studentperks/contracts/admin/verifications";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { Td } from "#web/features/admin/shared/components/data-table.tsx";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { useRejectDocument } from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";
import { DocumentViewer } from "./document-viewer.tsx";
import { StudentCell, WaitingCell } from "./queue-cells.tsx";
import { QueueTable } from "./queue-table.tsx";

export const documentTypeLabel = (type: PendingDocument["documentType"]) => verificationsText(`type.${type}`);

function DocumentRow({ item, onView }: { item: PendingDocument; onView: () => void }) {
  const reject = useRejectDocument();
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
          {/* Approving is done beside the document, after ticking what was compared (document-review). */}
          <Button
            size="sm"
            aria-label={verificationsText("documents.viewLabel", { name: item.studentName })}
            onClick={onView}
          >
            {verificationsText("documents.view")}
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
  const [viewing, setViewing] = useState<PendingDocument | null>(null);
  const viewer = (
    <DocumentViewer
      item={viewing}
      onClose={() => setViewing(null)}
      onDecided={() => {
        // The next one waiting after it (the list is read again after a decision), else back to the queue.
        const at = documents.items.findIndex((d) => d.id === viewing?.id);
        const next = documents.items.slice(at + 1).find((d) => d.studentStatus !== "active") ?? null;
        setViewing(next);
        if (!next) requestAnimationFrame(() => document.getElementById("queue-documents")?.focus());
      }}
    />
  );
  return (
    <QueueTable
      emptyText={verificationsText("documents.empty")}
      headings={[
        verificationsText("documents.waiting"),
        verificationsText("documents.student"),
        verificationsText("documents.document"),
        verificationsText("documents.actions"),
      ]}
      rows={documents.items.map((item) => (
        <DocumentRow key={item.id} item={item} onView={() => setViewing(item)} />
      ))}
      viewer={viewer}
      more={
        documents.total > documents.items.length
          ? verificationsText("documents.more", { shown: documents.items.length, total: documents.total })
          : null
      }
    />
  );
}
