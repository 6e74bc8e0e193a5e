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

/** The landing hero (spec 000 §1, §2). Its title is the page's largest paint, so it is plain text. */
export function Hero() {
  return (
    <PageHero
      titleId="hero-title"
      eyebrow={t("hero.eyebrow")}
      title={t("hero.title")}
      description={t("hero.description")}
      titleClassName="lg:text-6xl"
    >
      <Button size="lg" className="mt-8" onClick={() => scrollToSection(sections.discounts)}>
        {t("hero.cta")}
        <ArrowDown aria-hidden="true" />
      </Button>
      <ul
        aria-label={t("hero.trust.label")}
        className="mt-10 grid w-full gap-3 text-sm font-medium text-slate-800 sm:grid-cols-3"
      >
        {trustClaims.map(({ icon: Icon, key }) => (
          <li
            key={key}
            className="flex items-center justify-center gap-2 rounded-xl border border-brand-100 bg-white/80 px-3 py-3"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t(key)}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
