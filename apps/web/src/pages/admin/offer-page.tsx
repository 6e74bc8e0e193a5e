import { useParams } from "react-router";
import { useAdminOffer } from "#web/features/admin/offers/api/offers.ts";
import { OfferEditor } from "#web/features/admin/offers/components/offer-editor.tsx";
import { ReportedCodes } from "#web/features/admin/offers/components/reported-codes.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";

function ExistingOffer({ id }: { id: number }) {
  const query = useAdminOffer(id);
  return (
    <ConsolePage
      title={query.data?.title ?? offersText("edit.editTitle")}
      description={query.data?.brandName}
    >
      <LoadState query={query}>
        {(offer) => (
          <div className="flex flex-col gap-6">
            <OfferEditor key={offer.id} offer={offer} />
            {offer.offerType === "discount" ? <ReportedCodes offerId={offer.id} /> : null}
          </div>
        )}
      </LoadState>
    </ConsolePage>
  );
}

/**
 * /admin/offers/new and /admin/offers/:id: the offer form, with status and codes once saved, and the
 * codes students reported.
 */
export default function OfferPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <ConsolePage title={offersText("edit.newTitle")} description={offersText("edit.newDescription")}>
        <OfferEditor />
      </ConsolePage>
    );
  }
  const offerId = Number(id);
  if (!Number.isInteger(offerId) || offerId <= 0) {
    return <p className="text-ink-700">{consoleText("console.noSuchScreen")}</p>;
  }
  return <ExistingOffer id={offerId} />;
}
