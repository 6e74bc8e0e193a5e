import ArrowDown from "lucide-react/icons/arrow-down";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../lib/i18n/index.ts";
import { scrollToSection } from "../../../lib/scroll.ts";

/** The merchants page's hero (spec 001 §1, §2): free partnership, and a way down to the offer form. */
export function MerchantHero({ formSectionId }: { formSectionId: string }) {
  return (
    <section
      aria-labelledby="merchants-title"
      className="bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-4 rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-900">
          {t("merchants.eyebrow")}
        </p>
        <h1
          id="merchants-title"
          className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          {t("merchants.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700">{t("merchants.description")}</p>
        <p className="mt-3 max-w-2xl text-sm text-pretty text-slate-600">
          {t("merchants.codeNote", { product: t("app.name") })}
        </p>
        <Button size="lg" className="mt-8" onClick={() => scrollToSection(formSectionId)}>
          {t("merchants.join")}
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
