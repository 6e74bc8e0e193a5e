import { Link } from "react-router";
import { cn } from "../lib/cn.ts";

/** A partner brand as the pages show it: its logo when it has one, and where its offers are. */
export interface PartnerBrand {
  name: string;
  logoUrl: string | null;
  href: string;
}

interface BrandLogoLinkProps {
  brand: PartnerBrand;
  className?: string;
  /** A decorative copy (the marquee's second row): hidden from assistive technology and Tab. */
  isCopy?: boolean;
}

/** A partner brand's logo and name, linking to its offers. */
export function BrandLogoLink({ brand, className, isCopy = false }: BrandLogoLinkProps) {
  return (
    <Link
      to={brand.href}
      tabIndex={isCopy ? -1 : undefined}
      className={cn(
        "flex h-14 w-[200px] items-center gap-3 rounded-xl border border-ink-200 bg-white px-2 text-start hover:border-brand-700",
        className,
      )}
    >
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-lg object-contain"
        />
      ) : null}
      <span className="line-clamp-2 text-sm leading-tight font-semibold text-ink-800">{brand.name}</span>
    </Link>
  );
}
