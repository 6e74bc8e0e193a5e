// Plain, accessible tables for the console: real <table> markup (screen readers announce headers).
// On phones each row stacks into a card (the `stacked-table` rules in index.css) and a cell's
// `label` names its column there; tables that read better wide scroll sideways inside their card.
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

type DataTableProps = ComponentProps<"table"> & { stackOnPhone?: boolean };

export function DataTable({ className, children, stackOnPhone = true, ...props }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-200 bg-white">
      <table
        className={cn(
          "w-full text-start text-sm",
          stackOnPhone ? "stacked-table sm:min-w-[36rem]" : "min-w-[36rem]",
          className,
        )}
        {...props}
      >
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b border-ink-200 bg-ink-50 px-3 py-2 text-xs font-semibold tracking-wide text-ink-700 uppercase",
        className,
      )}
      {...props}
    />
  );
}

/** `label`: the column's name, shown beside the value when rows stack on phones. */
export function Td({ className, label, ...props }: ComponentProps<"td"> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn("border-b border-ink-100 px-3 py-2 align-top text-ink-800", className)}
      {...props}
    />
  );
}
