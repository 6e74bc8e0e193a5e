import { t } from "../../../lib/i18n/index.ts";
import { cn } from "../../../lib/cn.ts";
import { partnerRows, type Logo } from "../logos.ts";

/** Two endlessly scrolling rows of partner logos (spec 000 §2: 17 logos, 8 + 9). */
export function PartnerMarquee() {
  return (
    <section aria-label={t("partners.title")} className="overflow-hidden py-8">
      <div className="flex flex-col gap-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {partnerRows.map((logos, index) => (
          <MarqueeRow
            key={index}
            logos={logos}
            label={t("partners.rowLabel", { row: index + 1 })}
            reverse={index === 1}
          />
        ))}
      </div>
    </section>
  );
}

interface MarqueeRowProps {
  logos: readonly Logo[];
  label: string;
  reverse: boolean;
}

// The row is drawn twice and slid by half its width, so the loop is seamless; the second copy is
// decorative. The motion pauses on hover and for people who prefer reduced motion.
function MarqueeRow({ logos, label, reverse }: MarqueeRowProps) {
  return (
    <div className="group flex w-max">
      {[false, true].map((isCopy) => (
        <ul
          key={String(isCopy)}
          aria-label={isCopy ? undefined : label}
          aria-hidden={isCopy || undefined}
          className={cn(
            "flex shrink-0 gap-4 pr-4 group-hover:[animation-play-state:paused] motion-reduce:[animation-play-state:paused]",
            reverse ? "animate-marquee-reverse" : "animate-marquee",
          )}
        >
          {logos.map((logo) => (
            <li key={logo.src} className="shrink-0">
              <img
                src={logo.src}
                alt={isCopy ? "" : logo.name}
                width={180}
                height={56}
                loading="lazy"
                decoding="async"
                className="h-14 w-[180px] rounded-xl"
              />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
