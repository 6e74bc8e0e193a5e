import { Link } from "react-router";
import Plus from "lucide-react/icons/plus";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { OffersTable } from "#web/features/admin/offers/components/offers-table.tsx";
import { OffersTabs } from "#web/features/admin/offers/components/offers-tabs.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";

/** /admin/offers: the whole catalogue, any status; the Featured row is the section's other screen. */
export default function OffersPage() {
  return (
    <ConsolePage
      title={offersText("list.title")}
      description={offersText("list.description")}
      actions={
        <Link to={adminPaths.newOffer} className={buttonClassName({ variant: "dark" })}>
          <Plus aria-hidden="true" />
          {offersText("list.new")}
        </Link>
      }
    >
      <OffersTabs />
      <OffersTable />
    </ConsolePage>
  );
}
