import type { ReactNode } from "react";
import { DataTable, Th } from "#web/features/admin/shared/components/data-table.tsx";

interface QueueTableProps {
  /** What the queue says when nothing waits. */
  emptyText: string;
  /** The column headings, then one row per waiting item. */
  headings: readonly string[];
  rows: readonly ReactNode[];
  /** The item's viewer (a dialog), kept mounted whether or not anything waits. */
  viewer: ReactNode;
  /** Said under the table when the queue holds more than it lists. */
  more: string | null;
}

/** One of the verification queue's lists: its rows in a table, or the empty message, and its viewer. */
export function QueueTable({ emptyText, headings, rows, viewer, more }: QueueTableProps) {
  if (rows.length === 0)
    return (
      <>
        <p className="text-sm text-ink-600">{emptyText}</p>
        {viewer}
      </>
    );
  return (
    <div className="flex flex-col gap-2">
      <DataTable>
        <thead>
          <tr>
            {headings.map((heading) => (
              <Th key={heading}>{heading}</Th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </DataTable>
      {viewer}
      {more ? <p className="text-xs text-ink-600">{more}</p> : null}
    </div>
  );
}
