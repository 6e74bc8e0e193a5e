import { lazy, Suspense } from "react";
import { cn } from "#web/lib/cn.ts";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { COLLAGE_GRID, COLLAGE_TILE, COLLAGE_TILES } from "../lib/hero-collage.ts";

// The covers' code (and its choice of offers) arrives after the page is live: the first paint needs
// only the placeholders below.
const HeroCollageCovers = lazy(() => import("./hero-collage-covers.tsx"));

/** Placeholder grounds in the brand's greens, each with a low sun like a drawn cover. */
const grounds = [
  "from-brand-300 to-brand-600",
  "from-brand-600 to-brand-900",
  "from-brand-200 to-brand-500",
  "from-ink-600 to-brand-800",
  "from-brand-400 to-brand-700",
  "from-brand-500 to-brand-950",
];

/**
 * The home hero's collage: six tiles, tilted, that the featured offers' covers fade into once the
 * catalogue has arrived. Its size is fixed in the first HTML (placeholders drawn in CSS), so nothing
 * moves when the covers come; the prerendered page and the client's first render both show the
 * placeholders only (the covers wait for hydration). Decorative: the offers are in the rows below.
 * On phones a strip above the text, clipped at the screen's edges; from lg beside the text, where the
 * tilted tiles may reach into the hero's margin.
 */
export function HeroCollage() {
  const isHydrated = useIsHydrated();
  return (
    <div
      aria-hidden="true"
      data-testid="hero-collage"
      className="order-first -mx-4 mb-4 flex h-24 items-center sm:h-32 justify-center overflow-clip sm:-mx-6 sm:mb-10 lg:order-none lg:mx-0 lg:mb-0 lg:h-[30rem] lg:overflow-visible"
    >
      <div className="relative shrink-0 -rotate-6 rtl:rotate-6 lg:-rotate-8 lg:rtl:rotate-8">
        <div className={COLLAGE_GRID}>
          {grounds.slice(0, COLLAGE_TILES).map((ground) => (
            <div
              key={ground}
              className={cn(
                COLLAGE_TILE,
                "bg-gradient-to-br shadow-raised ring-1 ring-white/10",
                "before:absolute before:end-[12%] before:top-[14%] before:aspect-square before:w-[30%] before:rounded-full before:bg-white/25 before:content-['']",
                "after:absolute after:inset-x-0 after:bottom-0 after:h-1/3 after:bg-black/10 after:content-['']",
                ground,
              )}
            />
          ))}
        </div>
        {isHydrated ? (
          <Suspense fallback={null}>
            <HeroCollageCovers />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
