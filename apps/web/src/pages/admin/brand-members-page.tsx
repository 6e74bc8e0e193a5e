import { BrandConsolePage } from "#web/features/admin/offers/components/brand-console-page.tsx";
import { BrandMembers } from "#web/features/admin/offers/components/brand-members.tsx";
import { offersText } from "#web/features/admin/offers/messages.ts";

/** /admin/offers/brands/:slug/members: a brand's partner accounts and invitations. */
export default function BrandMembersPage() {
  return (
    <BrandConsolePage
      title={(brand) => offersText("members.pageTitle", { name: brand.name })}
      description={(brand) => offersText("members.description", { name: brand.name })}
    >
      {(brand) => <BrandMembers key={brand.slug} slug={brand.slug} brandName={brand.name} />}
    </BrandConsolePage>
  );
}
