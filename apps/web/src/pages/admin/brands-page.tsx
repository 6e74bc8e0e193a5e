import { BrandsTable } from "#web/features/admin/offers/components/brands-table.tsx";
import { OffersTabs } from "#web/features/admin/offers/components/offers-tabs.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";

/** /admin/offers/brands: every brand and its page's slug, which staff may change. */
export default function BrandsPage() {
  return (
    <ConsolePage title={offersText("brands.title")} description={offersText("brands.description")}>
      <OffersTabs />
      <BrandsTable />
    </ConsolePage>
  );
}
