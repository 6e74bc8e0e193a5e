import { useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { coverFallback } from "../lib/cover.ts";

interface OfferLogoProps {
  logoUrl: string | null;
  brandName: string;
  /** The brand's own colour (#rrggbb) under the wordmark; else one from its name. */
  colour?: string | null;
  className?: string;
}

/**
 * The brand's logo, or, when there is none or it fails to load, a wordmark: the brand's name on its
 * colour (the one its drawn cover has), in the page's own typeface, so an Arabic name is set as well
 * as a Latin one. Decorative: the brand name is always written next to it.
 */
export function OfferLogo({ logoUrl, brandName, colour, className }: OfferLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn("size-14 shrink-0 rounded-xl border border-ink-200", className);

  if (!logoUrl || failedUrl === logoUrl) {
    return (
      <span
        aria-hidden="true"
        data-logo="wordmark"
        style={{ backgroundColor: coverFallback(brandName, colour).ground }}
        className={cn(
          box,
          "flex items-center justify-center overflow-hidden border-transparent p-1 text-center text-[0.6875rem] leading-[1.1] font-bold break-words text-white",
        )}
      >
        <span className="line-clamp-3">{brandName.trim() || "?"}</span>
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
