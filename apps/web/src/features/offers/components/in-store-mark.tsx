import Store from "lucide-react/icons/store";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";

/** "In store" on a card whose offer a student can use at the till with their card (issue 35). */
export function InStoreMark({ className }: { className?: string }) {
  return (
    <p
      data-in-store
      className={cn(
        "inline-flex items-center gap-1 rounded-pill bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow-card",
        className,
      )}
    >
      <Store aria-hidden="true" className="size-3.5 text-brand-800" />
      {t("offers.inStore")}
    </p>
  );
}
