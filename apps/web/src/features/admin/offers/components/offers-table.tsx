import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { OFFER_STATUSES, type OfferStatus } from "@studentperks/contracts/catalogue";
import type { AdminOfferSummary } from "@studentperks/contracts/admin/offers";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDate } from "#web/features/admin/shared/format.ts";
import { useAdminOffers, type OffersFilter } from "../api/offers.ts";
import { offersText } from "../messages.ts";
import { OfferStatusBadge } from "./offer-status-badge.tsx";
import { PageNav } from "./page-nav.tsx";

const isStatus = (value: string | null): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value ?? "");

/** The filter lives in the address, so a filtered page can be reloaded and shared. */
function useOffersFilter(): [OffersFilter, (next: Partial<OffersFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const filter: OffersFilter = {
    status: isStatus(status) ? status : "",
    q: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const update = (next: Partial<OffersFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set("status", merged.status);
    if (merged.q) search.set("q", merged.q);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search, { replace: true });
  };
  return [filter, update];
}

function Expiry({ offer }: { offer: AdminOfferSummary }) {
  if (!offer.expiresAt) return <span className="text-ink-600">{offersText("expiry.none")}</span>;
  // The stored moment is midnight after the last day; show the last day itself.
  const lastDay = new Date(new Date(offer.expiresAt).getTime() - 1);
  if (offer.isExpired) {
    return (
      <span className="font-medium text-red-800">
        {offersText("expiry.expired", { date: formatDate(lastDay) })}
      </span>
    );
  }
  return <>{formatDate(lastDay)}</>;
}

function OfferRow({ offer }: { offer: AdminOfferSummary }) {
  return (
    <tr>
      <Td>
        <Link
          to={adminPaths.offer(offer.id)}
          className="font-semibold text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          {offer.title}
        </Link>
        <div className="text-xs text-ink-600">{offer.brandName}</div>
      </Td>
      <Td label={offersText("col.status")}>
        <OfferStatusBadge status={offer.status} />
        {offer.isScheduled && offer.startsAt ? (
          <div className="mt-1 text-xs text-ink-700">
            {offersText("status.scheduledOn", { date: formatDate(offer.startsAt) })}
          </div>
        ) : null}
      </Td>
      <Td label={offersText("col.expires")} className="whitespace-nowrap">
        <Expiry offer={offer} />
      </Td>
      <Td label={offersText("col.codes")} className="text-end tabular-nums">
        {offer.codesTotal > 0
          ? offersText("codes.leftOf", { left: offer.codesLeft, total: offer.codesTotal })
          : offersText("codes.none")}
        {offer.outOfCodes ? (
          <Badge variant="danger" className="ms-2">
            {offersText("supply.outOfCodes")}
          </Badge>
        ) : null}
      </Td>
      <Td label={offersText("col.redemptions")} className="text-end tabular-nums">
        {offer.redemptions}
      </Td>
      <Td label={offersText("col.views")} className="text-end tabular-nums">
        {offer.views}
      </Td>
    </tr>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: OffersFilter;
  onChange: (next: Partial<OffersFilter>) => void;
}) {
  const [q, setQ] = useState(filter.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-44 flex-col gap-2">
        <Label htmlFor="offers-status">{offersText("list.filterLabel")}</Label>
        <Select
          id="offers-status"
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value as OfferStatus | "" })}
        >
          <option value="">{offersText("status.all")}</option>
          {OFFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {offersText(`status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <form role="search" onSubmit={search} className="flex min-w-0 grow basis-72 items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor="offers-search">{offersText("list.searchLabel")}</Label>
          <Input
            id="offers-search"
            type="search"
            value={q}
            placeholder={offersText("list.searchPlaceholder")}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" className="h-11">
          {offersText("list.searchButton")}
        </Button>
      </form>
    </div>
  );
}

/** Every offer, filtered by status and text, 50 to a page. */
export function OffersTable() {
  const [filter, setFilter] = useOffersFilter();
  const query = useAdminOffers(filter);
  return (
    <div className="flex flex-col gap-4">
      <Filters filter={filter} onChange={setFilter} />
      <LoadState query={query}>
        {(page) => {
          if (page.offers.length === 0)
            return <p className="text-sm text-ink-600">{offersText("list.empty")}</p>;
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          return (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-ink-600" aria-live="polite">
                {offersText("list.count", { total: page.total })}
              </p>
              <DataTable>
                <thead>
                  <tr>
                    <Th>{offersText("col.title")}</Th>
                    <Th>{offersText("col.status")}</Th>
                    <Th>{offersText("col.expires")}</Th>
                    <Th className="text-end">{offersText("col.codes")}</Th>
                    <Th className="text-end">{offersText("col.redemptions")}</Th>
                    <Th className="text-end">{offersText("col.views")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {page.offers.map((offer) => (
                    <OfferRow key={offer.id} offer={offer} />
                  ))}
                </tbody>
              </DataTable>
              <PageNav page={page.page} pages={pages} onPage={(next) => setFilter({ page: next })} />
            </div>
          );
        }}
      </LoadState>
    </div>
  );
}
