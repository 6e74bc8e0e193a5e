import type { AuditEntry } from "@studentperks/contracts/admin/audit";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadMore } from "#web/features/admin/shared/components/load-more.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime } from "#web/features/admin/shared/format.ts";
import { consoleText } from "#web/features/admin/shared/messages.en.ts";
import { useAuditLog } from "../api/audit.ts";

/** The fields that changed between before and after, as "field: old → new". */
export function changedFields(before: unknown, after: unknown): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${show(was[key])} → ${show(now[key])}`);
}

function show(value: unknown): string {
  if (value === undefined || value === null) return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

type ConsoleKey = Parameters<typeof consoleText>[0];

/** A message of the console, or `fallback` for a key it does not know (an action added later). */
export function labelOr(key: string, fallback: string): string {
  return (consoleText(key as ConsoleKey) as string | undefined) ?? fallback;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  return (
    <tr>
      <Td label={consoleText("audit.when")} className="whitespace-nowrap">
        {formatDateTime(entry.createdAt)}
      </Td>
      <Td label={consoleText("audit.who")} className="break-words">
        <span dir="ltr">{entry.actorEmail}</span>
      </Td>
      <Td label={consoleText("audit.action")}>{labelOr(`audit.action.${entry.action}`, entry.action)}</Td>
      <Td label={consoleText("audit.record")} className="break-words">
        <span className="text-ink-600">{labelOr(`audit.entity.${entry.entityType}`, entry.entityType)} </span>
        <span className="font-medium" title={entry.entityId}>
          {entry.entityName ?? consoleText("audit.unnamed")}
        </span>
      </Td>
      <Td>
        <ul className="flex flex-col gap-0.5 text-xs">
          {changes.map((change) => (
            <li key={change} className="break-words">
              {change}
            </li>
          ))}
        </ul>
      </Td>
    </tr>
  );
}

/** Every staff decision, newest first, with what changed. */
export function AuditLog() {
  const query = useAuditLog();
  return (
    <LoadState query={{ ...query, data: query.data?.pages }}>
      {(pages) => {
        const entries = pages.flatMap((page) => page.entries);
        if (entries.length === 0) return <p className="text-sm text-ink-600">{consoleText("audit.empty")}</p>;
        return (
          <div className="flex flex-col gap-4">
            <DataTable>
              <thead>
                <tr>
                  <Th>{consoleText("audit.when")}</Th>
                  <Th>{consoleText("audit.who")}</Th>
                  <Th>{consoleText("audit.action")}</Th>
                  <Th>{consoleText("audit.record")}</Th>
                  <Th>{consoleText("audit.change")}</Th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </DataTable>
            <LoadMore query={query} label={consoleText("audit.more")} />
          </div>
        );
      }}
    </LoadState>
  );
}
