import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { AdminBrand } from "@studentperks/contracts/admin/brands";
import { Alert } from "#web/components/ui/alert.tsx";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { useAdminBrands } from "../api/brands.ts";
import { offersText } from "../messages.ts";
import { BackLink } from "#web/features/admin/shared/components/console-links.tsx";

interface BrandConsolePageProps {
  title: (brand: AdminBrand) => string;
  description: (brand: AdminBrand) => string;
  children: (brand: AdminBrand) => ReactNode;
}

/**
 * A console screen about one brand, found by the address's slug (/admin/offers/brands/:slug/…): a
 * link back to every brand, then the screen, or why there is none (a slug that moved since).
 */
export function BrandConsolePage({ title, description, children }: BrandConsolePageProps) {
  const { slug = "" } = useParams();
  const brands = useAdminBrands();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={adminPaths.brands}>{offersText("brandPage.back")}</BackLink>
      <LoadState query={brands}>
        {({ brands: list }) => {
          const brand = list.find((one) => one.slug === slug);
          if (!brand) return <Alert>{offersText("brandPage.unknownBrand", { slug })}</Alert>;
          return (
            <ConsolePage title={title(brand)} description={description(brand)}>
              {children(brand)}
            </ConsolePage>
          );
        }}
      </LoadState>
    </div>
  );
}
