import type { DomainRequest, VerificationQueue } from "@studentperks/contracts/admin/verifications";
import { toast } from "#web/lib/toast.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { RejectDialog } from "#web/features/admin/shared/components/reject-dialog.tsx";
import { useRejectDomainRequest } from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";
import { AddDomainDialog } from "./add-domain-dialog.tsx";
import { StudentCell, WaitingCell } from "./queue-cells.tsx";

/** Requests by domain, the domain waiting longest first (the items come oldest first). */
export function groupByDomain(items: DomainRequest[]): Array<{ domain: string; items: DomainRequest[] }> {
  const groups = new Map<string, DomainRequest[]>();
  for (const item of items) groups.set(item.domain, [...(groups.get(item.domain) ?? []), item]);
  return [...groups].map(([domain, grouped]) => ({ domain, items: grouped }));
}

function RequestRow({ item }: { item: DomainRequest }) {
  const reject = useRejectDomainRequest();
  return (
    <tr>
      <WaitingCell submittedAt={item.submittedAt} />
      <StudentCell name={item.studentName} accountEmail={item.accountEmail} />
      <Td label={verificationsText("domains.studentEmail")} className="break-all">
        <span dir="ltr">{item.studentEmail}</span>
      </Td>
      <Td>
        <RejectDialog
          title={verificationsText("domains.rejectTitle", { name: item.studentName })}
          description={verificationsText("domains.rejectDescription")}
          onReject={async (reason) => {
            const answer = await reject.mutateAsync({ userId: item.userId, reason });
            toast({ title: verificationsText("domains.rejected"), description: answer.message });
          }}
        />
      </Td>
    </tr>
  );
}

export function DomainQueue({ requests }: { requests: VerificationQueue["domainRequests"] }) {
  if (requests.items.length === 0)
    return <p className="text-sm text-ink-600">{verificationsText("domains.empty")}</p>;
  return (
    <div className="flex flex-col gap-6">
      {groupByDomain(requests.items).map((group) => (
        <section key={group.domain} aria-label={group.domain} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold break-all text-ink-900">
              {group.domain}{" "}
              <span className="text-sm font-normal text-ink-600">
                {verificationsText("domains.groupCount", { count: group.items[0]!.waitingOnDomain })}
              </span>
            </h3>
            <AddDomainDialog domain={group.domain} />
          </div>
          <DataTable>
            <thead>
              <tr>
                <Th>{verificationsText("documents.waiting")}</Th>
                <Th>{verificationsText("documents.student")}</Th>
                <Th>{verificationsText("domains.studentEmail")}</Th>
                <Th>{verificationsText("documents.actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <RequestRow key={item.userId} item={item} />
              ))}
            </tbody>
          </DataTable>
        </section>
      ))}
      {requests.total > requests.items.length ? (
        <p className="text-xs text-ink-600">
          {verificationsText("domains.more", { shown: requests.items.length, total: requests.total })}
        </p>
      ) : null}
    </div>
  );
}
