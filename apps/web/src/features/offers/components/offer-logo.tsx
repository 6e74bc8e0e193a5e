import { useState } from "react";
import { cn } from "#web/lib/cn.ts";

interface OfferLogoProps {
  logoUrl: string | null;
  brandName: string;
  className?: string;
}

/**
 * The brand's logo, or a neutral tile with the brand's initial when there is none or it fails to
 * load. Decorative: the brand name is always written next to it.
 */
export function OfferLogo({ logoUrl, brandName, className }: OfferLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn("size-14 shrink-0 rounded-xl border border-ink-200", className);

  if (!logoUrl || failedUrl === logoUrl) {
    return (
      <span
        aria-hidden="true"
        className={cn(box, "flex items-center justify-center bg-brand-50 text-xl font-bold text-brand-900")}
      >
        {brandName.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      src={logoUrl}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(logoUrl)}
      className={cn(box, "bg-white object-contain p-1.5")}
    />
  );
}
