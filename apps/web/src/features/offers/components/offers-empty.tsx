import SearchX from "lucide-react/icons/search-x";
import { t } from "#web/lib/i18n/index.ts";

/** No offer to show: the spec's texts (spec 000 §2), or, with Saved on and nothing saved, how to save. */
export function OffersEmpty({ saved = false }: { saved?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-300 px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="mb-2 size-10 text-ink-400" />
      <p className="text-lg font-semibold text-ink-900">
        {t(saved ? "offers.savedEmpty.title" : "offers.empty.title")}
      </p>
      <p className="text-ink-600">{t(saved ? "offers.savedEmpty.hint" : "offers.empty.hint")}</p>
    </div>
  );
}
