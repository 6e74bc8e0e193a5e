import { Link } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";

/** The "StudentPerks" wordmark, linking home. */
export function BrandLogo({
  className,
  wordmarkClassName,
  inverted = false,
}: {
  className?: string;
  wordmarkClassName?: string;
  inverted?: boolean;
}) {
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight",
        inverted ? "text-white" : "text-ink-900",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#57CC97" />
        <path
          d="M21.5 11.2c-1-1.5-2.9-2.4-5.2-2.4-3 0-5.1 1.6-5.1 4 0 2.3 1.8 3.2 4.6 3.8 2.2.5 3 .9 3 1.8 0 1-1 1.6-2.6 1.6-1.8 0-3.1-.7-3.9-2l-2.3 1.6c1.1 1.9 3.3 3 6.1 3 3.3 0 5.5-1.6 5.5-4.2 0-2.4-1.7-3.3-4.7-4-2.1-.4-2.9-.8-2.9-1.6 0-.9.9-1.4 2.2-1.4 1.4 0 2.5.6 3.2 1.6z"
          fill="#0B3B26"
        />
      </svg>
      <span className={wordmarkClassName}>{t("app.name")}</span>
    </Link>
  );
}
