// The cells both review queues start with: how long the request has waited, and who sent it.
import type { ReactNode } from "react";
import { Td } from "#web/features/admin/shared/components/data-table.tsx";
import { formatDateTime, waitingTime } from "#web/features/admin/shared/format.ts";
import { verificationsText } from "../messages.ts";

export function WaitingCell({ submittedAt }: { submittedAt: string }) {
  return (
    <Td label={verificationsText("documents.waiting")} className="whitespace-nowrap">
      <span title={formatDateTime(submittedAt)}>{waitingTime(submittedAt)}</span>
    </Td>
  );
}

/** The student's name and account e-mail; `children` adds marks such as "already verified". */
export function StudentCell({
  name,
  accountEmail,
  children,
}: {
  name: string;
  accountEmail: string;
  children?: ReactNode;
}) {
  return (
    <Td label={verificationsText("documents.student")}>
      <div className="font-medium text-ink-900">{name}</div>
      <div className="text-xs break-all text-ink-600">
        <span dir="ltr">{accountEmail}</span>
      </div>
      {children}
    </Td>
  );
}
