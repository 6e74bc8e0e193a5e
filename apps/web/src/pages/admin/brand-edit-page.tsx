import { BrandConsolePage } from "#web/features/admin/offers/components/brand-console-page.tsx";
import { BrandRecordForm } from "#web/features/admin/offers/components/brand-record-form.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";

/** /admin/offers/brands/:slug/edit: a brand's record (issue 37). */
export default function BrandEditPage() {
  return (
    <BrandConsolePage
      title={(brand) => offersText("record.pageTitle", { name: brand.name })}
      description={() => offersText("record.intro")}
    >
      {/* Keyed by the brand, not its slug: a saved slug keeps the form. */}
      {(brand) => <BrandRecordForm key={brand.key} brand={brand} />}
    </BrandConsolePage>
  );
}
