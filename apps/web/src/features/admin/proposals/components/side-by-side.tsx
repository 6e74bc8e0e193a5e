import { useId } from "react";
import type { OfferChangeDetail } from "@studentperks/contracts/admin/offer-changes";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/cn.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { fieldRows, isKnownField, type FieldRow } from "../lib/field-rows.ts";
import { proposalsText } from "../messages.ts";
import { FieldValue } from "./field-value.tsx";

const fieldLabel = (name: string) => (isKnownField(name) ? proposalsText(`field.${name}`) : name);

function Row({ row, isNew }: { row: FieldRow; isNew: boolean }) {
  return (
    <tr
      data-changed={row.isChanged ? "" : undefined}
      // Colour is only the second sign: the row's header says "Changed" in words.
      className={cn(row.isChanged && "bg-amber-50 [&>th]:border-s-4 [&>th]:border-s-amber-500")}
    >
      <th
        scope="row"
        className="border-b border-ink-100 px-3 py-2 text-start align-top font-semibold text-ink-800"
      >
        <span className="block">{fieldLabel(row.name)}</span>
        {row.isChanged ? (
          <Badge variant="warning" className="mt-1">
            {proposalsText("compare.changed")}
          </Badge>
        ) : null}
      </th>
      {isNew ? null : (
        <Td className="break-words whitespace-pre-line">
          <FieldValue name={row.name} value={row.before} which="before" />
        </Td>
      )}
      <Td className={cn("break-words whitespace-pre-line", row.isChanged && "font-medium text-ink-950")}>
        <FieldValue name={row.name} value={row.after} which="after" />
      </Td>
    </tr>
  );
}

/**
 * A proposal beside the offer as it is: every field, the changed ones marked in words and colour. A new
 * offer has nothing live, so only what it would be.
 */
export function SideBySide({ change }: { change: Pick<OfferChangeDetail, "before" | "after" | "changed"> }) {
  const headingId = useId();
  const isNew = change.before === null;
  const rows = fieldRows(change);
  const changed = rows.filter((row) => row.isChanged);
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {proposalsText(isNew ? "compare.newTitle" : "compare.title")}
        </h2>
        <p className="text-sm text-ink-700">
          {isNew ? (
            proposalsText("compare.newHint")
          ) : (
            <>
              {proposalsText("compare.changedCount", { count: changed.length })}{" "}
              <strong className="font-semibold text-ink-900">
                {changed.map((row) => fieldLabel(row.name)).join(", ")}
              </strong>
            </>
          )}
        </p>
      </div>
      <DataTable stackOnPhone={false} aria-labelledby={headingId} className="table-fixed">
        <thead>
          <tr>
            <Th className="w-48 text-start">{proposalsText("compare.field")}</Th>
            {isNew ? null : <Th className="text-start">{proposalsText("compare.before")}</Th>}
            <Th className="text-start">{proposalsText("compare.after")}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.name} row={row} isNew={isNew} />
          ))}
        </tbody>
      </DataTable>
    </Card>
  );
}
