import { useState } from "react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { cn } from "#web/lib/cn.ts";
import { BrandLogoLink, type PartnerBrand } from "#web/components/brand-logo-link.tsx";

/** Spec 000 §2: 17 logos in two rows, 8 then 9. */
export const MARQUEE_BRANDS = 17;
const FIRST_ROW = 8;

/**
 * Two endlessly scrolling rows of partner brands (spec 000 §2), each linking to its offers, with a
 * button that stops them: motion lasting over five seconds needs a way to pause it (WCAG 2.2.2).
 * The brands are the catalogue's, so each one shown has offers; until they arrive the rows keep
 * their height, so nothing below moves.
 */
export function PartnerMarquee({ brands }: { brands: readonly PartnerBrand[] | null }) {
  const [paused, setPaused] = useState(false);
  if (brands?.length === 0) return null;
  const rows = brands
    ? [brands.slice(0, FIRST_ROW), brands.slice(FIRST_ROW)].filter((row) => row.length)
    : [];
  return (
    <section aria-label={t("partners.title")} className="overflow-hidden py-3 sm:py-8">
      <div className="flex min-h-[8rem] flex-col gap-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {rows.map((logos, index) => (
          <MarqueeRow
            key={index}
            logos={logos}
            label={t("partners.rowLabel", { row: index + 1 })}
            reverse={index === 1}
            paused={paused}
          />
        ))}
      </div>
      <div className="mt-3 flex justify-center">
        <Button variant="ghost" size="sm" aria-pressed={paused} onClick={() => setPaused((was) => !was)}>
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {t("partners.pause")}
        </Button>
      </div>
    </section>
  );
}

interface MarqueeRowProps {
  logos: readonly PartnerBrand[];
  label: string;
  reverse: boolean;
  paused: boolean;
}

// The row is drawn twice and each copy slides by its own width (its trailing gap included), so the
// loop is seamless; the second copy is decorative. The motion pauses on hover and for people who
// prefer reduced motion.
function MarqueeRow({ logos, label, reverse, paused }: MarqueeRowProps) {
  return (
    <div className="group flex w-max">
      {[false, true].map((isCopy) => (
        <ul
          key={String(isCopy)}
          aria-label={isCopy ? undefined : label}
          aria-hidden={isCopy || undefined}
          className={cn(
            "flex shrink-0 gap-4 pe-4 group-hover:[animation-play-state:paused] motion-reduce:[animation-play-state:paused]",
            // Right-to-left pages start the row at the right edge, so it slides rightwards (index.css).
            "rtl:[--marquee-direction:-1]",
            reverse ? "animate-marquee-reverse" : "animate-marquee",
            paused && "[animation-play-state:paused]",
          )}
        >
          {logos.map((brand) => (
            <li key={brand.name} className="shrink-0">
              <BrandLogoLink brand={brand} isCopy={isCopy} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
