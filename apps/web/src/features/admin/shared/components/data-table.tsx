// Plain, accessible tables for the console: real <table> markup (screen readers announce headers),
// scrolling sideways inside their card on phones rather than widening the page.
import type { ComponentProps } from "react";
import { cn } from "../../../../lib/cn.ts";

export function DataTable({ className, children, ...props }: ComponentProps<"table">) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={cn("w-full min-w-[36rem] text-left text-sm", className)} {...props}>
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
        "border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return (
    <td
      className={cn("border-b border-slate-100 px-3 py-2 align-top text-slate-800", className)}
      {...props}
    />
  );
}
