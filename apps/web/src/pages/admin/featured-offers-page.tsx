import { FeaturedEditor } from "#web/features/admin/offers/components/featured-editor.tsx";
import { OffersTabs } from "#web/features/admin/offers/components/offers-tabs.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";

/** /admin/offers/featured: the home page's Featured row, picked and ordered by staff. */
export default function FeaturedOffersPage() {
  return (
    <ConsolePage title={offersText("featured.title")} description={offersText("featured.description")}>
      <OffersTabs />
      <FeaturedEditor />
    </ConsolePage>
  );
}
