import { useId, useState } from "react";
import type { Institution } from "@studentperks/contracts/admin/institutions";
import { Badge } from "#web/components/ui/badge.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { useInstitutions } from "../api/institutions.ts";
import { filterInstitutions } from "../lib.ts";
import { institutionsText } from "../messages.ts";
import { EditInstitutionDialog } from "./edit-institution-dialog.tsx";

function InstitutionRow({ institution }: { institution: Institution }) {
  return (
    <tr>
      <Td className="font-medium text-ink-900">{institution.name}</Td>
      <Td label={institutionsText("emirate")} className="whitespace-nowrap">
        {institution.emirate ?? "—"}
      </Td>
      <Td label={institutionsText("domains")}>
        {institution.domains.length === 0 ? (
          <span className="text-ink-600">{institutionsText("noDomains")}</span>
        ) : (
          <ul className="flex flex-wrap gap-1 max-sm:justify-end">
            {institution.domains.map(({ domain, isLegacy }) => (
              <li key={domain}>
                <Badge variant={isLegacy ? "neutral" : "brand"}>
                  {domain}
                  {isLegacy ? ` (${institutionsText("legacy")})` : ""}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Td>
      <Td label={institutionsText("verified")} className="text-end tabular-nums">
        {institution.verifiedStudents}
      </Td>
      <Td>
        <EditInstitutionDialog institution={institution} />
      </Td>
    </tr>
  );
}

export function InstitutionList() {
  const id = useId();
  const query = useInstitutions();
  const [search, setSearch] = useState("");
  return (
    <LoadState query={query}>
      {(institutions) => {
        const shown = filterInstitutions(institutions, search);
        return (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex w-full max-w-sm flex-col gap-1.5">
                <Label htmlFor={`${id}-search`}>{institutionsText("search")}</Label>
                <Input
                  id={`${id}-search`}
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <p className="text-sm text-ink-600" aria-live="polite">
                {institutionsText("count", { shown: shown.length, total: institutions.length })}
              </p>
            </div>
            {shown.length === 0 ? (
              <p className="text-sm text-ink-600">
                {institutions.length === 0
                  ? institutionsText("empty")
                  : institutionsText("noMatch", { search: search.trim() })}
              </p>
            ) : (
              <DataTable>
                <thead>
                  <tr>
                    <Th>{institutionsText("name")}</Th>
                    <Th>{institutionsText("emirate")}</Th>
                    <Th>{institutionsText("domains")}</Th>
                    <Th className="text-end">{institutionsText("verified")}</Th>
                    <Th>{institutionsText("actions")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((institution) => (
                    <InstitutionRow key={institution.id} institution={institution} />
                  ))}
                </tbody>
              </DataTable>
            )}
          </div>
        );
      }}
    </LoadState>
  );
}
