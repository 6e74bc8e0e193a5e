import ExternalLink from "lucide-react/icons/external-link";
import { t } from "#web/lib/i18n/index.ts";
import { cn } from "#web/lib/cn.ts";

/** "Visit website", opening the brand's own site in a new tab (the offer's dialog, the brand's page). */
export function WebsiteLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand-800 underline-offset-4 hover:underline",
        className,
      )}
    >
      {t("offerModal.visitWebsite")}
      <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </a>
  );
}
