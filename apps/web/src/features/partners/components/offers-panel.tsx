import { useSearchParams } from "react-router";
import Plus from "lucide-react/icons/plus";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Alert } from "#web/components/ui/alert.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { usePartnerOffers, type EditTarget } from "../api/offers.ts";
import { OfferEditor } from "./offer-editor.tsx";
import { OfferRow } from "./offer-row.tsx";

export const EDIT_PARAM = "edit";

/** `?edit=new`, `?edit=offer-12` or `?edit=proposal-5`: what the editor opens, if anything. */
export function editTargetOfParam(value: string | null): EditTarget | null {
  if (value === "new") return { kind: "new" };
  const match = /^(offer|proposal)-(\d{1,9})$/.exec(value ?? "");
  return match ? { kind: match[1] as "offer" | "proposal", id: Number(match[2]) } : null;
}

/** The brand's offers, each with its state, period and codes; owners and editors act on them. */
export function OffersPanel({ canEdit }: { canEdit: boolean }) {
  const [search, setSearch] = useSearchParams();
  const target = canEdit ? editTargetOfParam(search.get(EDIT_PARAM)) : null;
  const open = (value: string | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(EDIT_PARAM, value);
      else next.delete(EDIT_PARAM);
      return next;
    });
  if (target) return <OfferEditor target={target} onClose={() => open(null)} />;
  return <OffersList canEdit={canEdit} onEdit={open} />;
}

function OffersList({ canEdit, onEdit }: { canEdit: boolean; onEdit: (target: string) => void }) {
  const offers = usePartnerOffers();
  return (
    <section aria-labelledby="partner-offers-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="partner-offers-title" className="text-h2 text-ink-900">
            {t("partners.offers.title")}
          </h2>
          <p className="text-sm text-ink-700">
            {t(canEdit ? "partners.offers.intro" : "partners.offers.introViewer")}
          </p>
        </div>
        {canEdit ? (
          <Button onClick={() => onEdit("new")}>
            <Plus aria-hidden="true" />
            {t("partners.offers.propose")}
          </Button>
        ) : null}
      </div>
      {offers.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : offers.isError ? (
        <Alert variant="destructive" role="alert">
          {serverMessage(offers.error) ?? t("partners.offers.loadFailed")}
        </Alert>
      ) : offers.data.offers.length === 0 ? (
        <Alert>{t(canEdit ? "partners.offers.none" : "partners.offers.noneViewer")}</Alert>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("partners.offers.listLabel")}>
          {offers.data.offers.map((row) => (
            <OfferRow
              key={row.offerId === null ? `p${row.change?.id}` : `o${row.offerId}`}
              row={row}
              canEdit={canEdit}
              onEdit={onEdit}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
