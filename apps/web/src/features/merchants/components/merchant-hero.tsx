import ArrowDown from "lucide-react/icons/arrow-down";
import { Button } from "#web/components/ui/button.tsx";
import { PageHero } from "#web/components/ui/page-hero.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { scrollToSection } from "#web/lib/scroll.ts";

/** The merchants page's hero (spec 001 §1, §2): free partnership, and a way down to the offer form. */
export function MerchantHero({ formSectionId }: { formSectionId: string }) {
  return (
    <PageHero
      titleId="merchants-title"
      eyebrow={t("merchants.eyebrow")}
      title={t("merchants.title")}
      description={t("merchants.description")}
    >
      <p className="mt-3 max-w-2xl text-small text-pretty text-ink-200">
        {t("merchants.codeNote", { product: t("app.name") })}
      </p>
      <Button size="lg" className="mt-8" onClick={() => scrollToSection(formSectionId)}>
        {t("merchants.join")}
        <ArrowDown aria-hidden="true" />
      </Button>
    </PageHero>
  );
}
