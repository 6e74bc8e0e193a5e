import { useState } from "react";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { cn } from "#web/lib/cn.ts";
import { useCatalogueFront } from "../api/catalogue.ts";
import { coverSrcSet } from "../lib/cover.ts";
import { COLLAGE_COVER_SIZES, COLLAGE_GRID, COLLAGE_TILE } from "../lib/hero-collage.ts";

/**
 * The collage's covers (the server picks them: staff's featured, then trending, then the newest, with
 * a cover), laid over its placeholder tiles in the same grid. The same query as the rows below, so
 * nothing is fetched twice. Each picture stays transparent until it has loaded, then
 * fades in (at once with reduced motion); lazy and low priority, so it never competes with the
 * title or the first row.
 */
export default function HeroCollageCovers() {
  const front = useCatalogueFront({ retryOnMount: false });
  if (!front.data) return null;
  const shown = front.data.collage;
  return (
    <div className={cn(COLLAGE_GRID, "absolute inset-0")}>
      {shown.map((offer) => (
        <div key={offer.id} className={COLLAGE_TILE}>
          <CollageCover coverUrl={offer.coverUrl!} offerId={offer.id} />
        </div>
      ))}
    </div>
  );
}

function CollageCover({ coverUrl, offerId }: { coverUrl: string; offerId: number }) {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <img
      src={coverUrlAt(coverUrl, 400)}
      srcSet={coverSrcSet(coverUrl)}
      sizes={COLLAGE_COVER_SIZES}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading="lazy"
      decoding="async"
      fetchPriority="low"
      onLoad={() => setIsLoaded(true)}
      data-hero-cover={offerId}
      data-loaded={isLoaded || undefined}
      className="size-full object-cover opacity-0 data-loaded:opacity-100 motion-safe:transition-opacity motion-safe:duration-700"
    />
  );
}
