import { useState } from "react";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { cn } from "#web/lib/cn.ts";
import { coverFallback, coverSrcSet } from "../lib/cover.ts";

interface OfferCoverProps {
  coverUrl: string | null;
  brandName: string;
  /** The brand's own colour (#rrggbb) for the drawn cover; else one from its name. */
  colour?: string | null;
  /** How wide the cover is shown, for the browser's pick among the widths (lib/cover.ts). */
  sizes: string;
  /**
   * A strip of fixed height, cropped from the middle, instead of the whole 1200:630 picture: in the
   * dialog, whose height is the window's, a whole cover would leave the offer's text no room.
   */
  banner?: boolean;
  /** The page's main picture (a brand page's top): fetched at once rather than when near the screen. */
  eager?: boolean;
  className?: string;
}

/**
 * The offer's cover picture, or one drawn here from its brand's colour when it has none (or it fails
 * to load): never an empty box, and no request. The box has the cover's shape before anything loads,
 * so nothing moves, and the picture loads lazily, so it never holds up the page's first paint.
 * Decorative: the brand and the offer are written next to it.
 */
export function OfferCover({
  coverUrl,
  brandName,
  colour,
  sizes,
  banner = false,
  eager = false,
  className,
}: OfferCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shape = banner ? "h-[min(22dvh,10rem)]" : "aspect-[1200/630] h-auto";
  const box = cn("block w-full bg-ink-100", shape, className);
  if (!coverUrl || failedUrl === coverUrl)
    return <CoverFallback brandName={brandName} colour={colour} banner={banner} className={box} />;
  return (
    <img
      src={coverUrlAt(coverUrl, 800)}
      srcSet={coverSrcSet(coverUrl)}
      sizes={sizes}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailedUrl(coverUrl)}
      data-cover="image"
      // A banner keeps the picture's foot, where covers carry the brand's name.
      className={cn(box, "object-cover", banner && "object-bottom")}
    />
  );
}

const STARS = [
  [120, 110, 6],
  [260, 200, 4],
  [390, 90, 5],
  [540, 170, 7],
  [660, 70, 4],
  [180, 300, 5],
] as const;

/** The brand's colour, a low sun over dunes and a scatter of stars: drawn in the page, like a cover. */
function CoverFallback({
  brandName,
  colour,
  banner,
  className,
}: {
  brandName: string;
  colour: string | null | undefined;
  banner: boolean;
  className: string;
}) {
  const { ground, glow } = coverFallback(brandName, colour);
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      preserveAspectRatio={banner ? "xMidYMax slice" : "xMidYMid slice"}
      data-cover="fallback"
      className={className}
    >
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={ground} />
      <circle cx="930" cy="190" r="150" fill={glow} />
      <circle cx="930" cy="190" r="195" fill="none" stroke="#FFFFFF" strokeOpacity="0.18" strokeWidth="10" />
      <path d="M0 470C260 380 520 540 820 440S1120 380 1200 400V630H0Z" fill="#000000" fillOpacity="0.14" />
      <path d="M0 560C300 480 640 600 1200 500V630H0Z" fill="#000000" fillOpacity="0.14" />
      {STARS.map(([cx, cy, r]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} fill="#FFFFFF" fillOpacity="0.35" />
      ))}
    </svg>
  );
}
