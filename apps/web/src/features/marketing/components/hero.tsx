import type { ReactNode } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import BadgeCheck from "lucide-react/icons/badge-check";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import { Button } from "#web/components/ui/button.tsx";
import { PageHero } from "#web/components/ui/page-hero.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { sections } from "#web/lib/paths.ts";
import { scrollToSection } from "#web/lib/scroll.ts";

const trustClaims: { icon: typeof Users; key: MessageKey }[] = [
  { icon: Users, key: "hero.trust.students" },
  { icon: BadgeCheck, key: "hero.trust.partners" },
  { icon: ShieldCheck, key: "hero.trust.studentOnly" },
];

/**
 * The landing hero (spec 000 §1, §2). Its title is the page's largest paint, so it is plain text;
 * `media` (the home page's collage of featured covers) sits beside it.
 */
export function Hero({ media }: { media?: ReactNode }) {
  return (
    <PageHero
      titleId="hero-title"
      eyebrow={t("hero.eyebrow")}
      title={t("hero.title")}
      description={t("hero.description")}
      media={media}
    >
      <Button size="lg" className="mt-5 sm:mt-8" onClick={() => scrollToSection(sections.discounts)}>
        {t("hero.cta")}
        <ArrowDown aria-hidden="true" />
      </Button>
      <ul
        aria-label={t("hero.trust.label")}
        className="mt-5 flex flex-wrap justify-center gap-1.5 text-xs font-medium text-brand-50 sm:mt-10 sm:gap-2 sm:text-small lg:justify-start"
      >
        {trustClaims.map(({ icon: Icon, key }) => (
          <li
            key={key}
            className="flex items-center gap-1.5 rounded-pill border border-white/15 bg-white/5 px-2.5 py-1 sm:gap-2 sm:px-3.5 sm:py-2"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
            {t(key)}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
