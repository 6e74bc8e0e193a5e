import BadgeCheck from "lucide-react/icons/badge-check";
import Megaphone from "lucide-react/icons/megaphone";
import Newspaper from "lucide-react/icons/newspaper";
import Rocket from "lucide-react/icons/rocket";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";

const benefits: { icon: typeof Megaphone; key: MessageKey }[] = [
  { icon: Megaphone, key: "merchants.benefit.distribution" },
  { icon: Newspaper, key: "merchants.benefit.newsletter" },
  { icon: BadgeCheck, key: "merchants.benefit.reach" },
  { icon: Rocket, key: "merchants.benefit.onboarding" },
];

/** 'What you get' (spec 001 §2). */
export function MerchantBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h2 id="benefits-title" className="text-h1 text-ink-900">
        {t("merchants.benefitsTitle")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, key }) => (
          <li
            key={key}
            className="flex items-start gap-3 rounded-card border border-ink-200 bg-white p-5 text-sm font-medium text-ink-800 shadow-card"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="pt-2">{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
