import { useState } from "react";
import type { PendingCardPhoto, VerificationQueue } from "@studentperks/contracts/admin/verifications";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Td } from "#web/features/admin/shared/components/data-table.tsx";
import { verificationsText } from "../messages.ts";
import { CardPhotoViewer } from "./card-photo-viewer.tsx";
import { StudentCell, WaitingCell } from "./queue-cells.tsx";
import { QueueTable } from "./queue-table.tsx";

function PhotoRow({ item, onView }: { item: PendingCardPhoto; onView: () => void }) {
  return (
    <tr>
      <WaitingCell submittedAt={item.submittedAt} />
      <StudentCell name={item.studentName} accountEmail={item.accountEmail}>
        {item.studentStatus !== "active" ? (
          <Badge variant="warning" className="mt-1">
            {verificationsText("photos.notVerified")}
          </Badge>
        ) : null}
      </StudentCell>
      <Td label={verificationsText("photos.institution")}>{item.institution ?? "—"}</Td>
      <Td>
        {/* Deciding is done beside the photo, in the viewer. */}
        <Button
          size="sm"
          aria-label={verificationsText("photos.viewLabel", { name: item.studentName })}
          onClick={onView}
        >
          {verificationsText("photos.view")}
        </Button>
      </Td>
    </tr>
  );
}

/** Card photos waiting for staff (issue 35), oldest first. */
export function CardPhotoQueue({ photos }: { photos: VerificationQueue["cardPhotos"] }) {
  const [viewing, setViewing] = useState<PendingCardPhoto | null>(null);
  const viewer = (
    <CardPhotoViewer
      item={viewing}
      onClose={() => setViewing(null)}
      onDecided={() => {
        // Back to the queue rather than on to the next photo: a double click's second click must not
        // land on a decision about a student nobody looked at.
        setViewing(null);
        requestAnimationFrame(() => document.getElementById("queue-photos")?.focus());
      }}
    />
  );
  return (
    <QueueTable
      emptyText={verificationsText("photos.empty")}
      headings={[
        verificationsText("documents.waiting"),
        verificationsText("documents.student"),
        verificationsText("photos.institution"),
        verificationsText("documents.actions"),
      ]}
      rows={photos.items.map((item) => (
        <PhotoRow key={item.userId} item={item} onView={() => setViewing(item)} />
      ))}
      viewer={viewer}
      more={
        photos.total > photos.items.length
          ? verificationsText("photos.more", { shown: photos.items.length, total: photos.total })
          : null
      }
    />
  );
}
