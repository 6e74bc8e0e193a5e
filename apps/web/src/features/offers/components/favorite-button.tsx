import Heart from "lucide-react/icons/heart";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";

interface FavoriteButtonProps {
  brandName: string;
  isSaved: boolean;
  onToggle: () => void;
  className?: string;
}

/** Saves or unsaves an offer; a toggle button that says which it will do. */
export function FavoriteButton({ brandName, isSaved, onToggle, className }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={t(isSaved ? "offers.unsave" : "offers.save", { brand: brandName })}
      onClick={onToggle}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-600 transition-colors hover:text-red-600",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
        isSaved && "text-red-600",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", isSaved && "fill-current")} />
    </button>
  );
}
