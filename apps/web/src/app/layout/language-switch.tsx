import { useRef } from "react";
import Languages from "lucide-react/icons/languages";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { cn } from "#web/lib/cn.ts";
import { useChangeLocale } from "#web/features/auth/hooks/use-change-locale.ts";
import { focusAfterRedraw, useTakesFocusAfterRedraw } from "#web/lib/focus-after-redraw.ts";
import { useLocale } from "#web/lib/i18n/index.ts";

// Each language is offered in its own words, whatever the page's language (never translated).
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: "ar", name: "العربية" },
  ar: { locale: "en", name: "English" },
};

/** English / العربية: switches the page's language and remembers the choice (and on the account). */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = OTHER[useLocale()];
  const changeLocale = useChangeLocale();
  const ref = useRef<HTMLButtonElement>(null);
  // The new language draws the page afresh, this switch with it: focus comes back to it.
  useTakesFocusAfterRedraw(ref, ["language-switch"]);
  return (
    <button
      ref={ref}
      type="button"
      lang={other.locale}
      onClick={() => {
        focusAfterRedraw("language-switch");
        void changeLocale(other.locale);
      }}
      className={cn(
        "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {other.name}
    </button>
  );
}
