import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
} from "@studentperks/contracts/admin/audit";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadMore } from "#web/features/admin/shared/components/load-more.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime } from "#web/features/admin/shared/format.ts";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { directionOf } from "@studentperks/contracts/i18n/locales";
import { t, useLocale } from "#web/lib/i18n/index.ts";
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

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);
const isEntityType = (type: string): type is AuditEntityType =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(type);

/** An action in words in the page's language; one this version does not know, as it is stored. */
export function auditActionLabel(action: string): string {
  return isAction(action) ? t(`audit.action.${action}`) : action;
}

/** A kind of record in words in the page's language; one this version does not know, as stored. */
export function auditEntityLabel(type: string): string {
  return isEntityType(type) ? t(`audit.entity.${type}`) : type;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  // The labels follow the page's language inside the English console.
  const locale = useLocale();
  const labelled = { lang: locale, dir: directionOf(locale) };
  return (
    <tr>
      <Td label={consoleText("audit.when")} className="whitespace-nowrap">
        {formatDateTime(entry.createdAt)}
      </Td>
      <Td label={consoleText("audit.who")} className="break-words">
        <span dir="ltr">{entry.actorEmail}</span>
      </Td>
      <Td label={consoleText("audit.action")}>
        <span {...labelled}>{auditActionLabel(entry.action)}</span>
      </Td>
      <Td label={consoleText("audit.record")} className="break-words">
        <span className="text-ink-600" {...labelled}>
          {auditEntityLabel(entry.entityType)}
        </span>{" "}
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
