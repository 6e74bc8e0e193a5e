import { useQuery } from "@tanstack/react-query";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { siteInfoQueryOptions } from "#web/lib/site-info.ts";

/** The support address (from the server's settings) and the office in Dubai Silicon Oasis. */
export function ContactDetails() {
  const site = useQuery(siteInfoQueryOptions());
  const email = site.data?.supportEmail;
  return (
    <dl className="flex flex-col gap-5">
      <Detail icon={<Mail />} term={t("contactUs.email")}>
        {site.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : email ? (
          <a href={`mailto:${email}`} dir="ltr" className={textLinkClassName}>
            {email}
          </a>
        ) : null}
      </Detail>
      <Detail icon={<MapPin />} term={t("contactUs.address")}>
        <address className="not-italic">{t("contactUs.addressText")}</address>
      </Detail>
    </dl>
  );
}

// A <dl> group holds only its <dt> and <dd> (axe: definition-list, dlitem): the icon sits in the
// term, placed beside both.
function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-10 min-w-0 flex-col gap-1 ps-13">
      <dt className="text-sm font-semibold text-ink-900">
        <span
          aria-hidden="true"
          className="absolute start-0 top-0 inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800 [&_svg]:size-5"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="text-sm break-words text-ink-700">{children}</dd>
    </div>
  );
}
