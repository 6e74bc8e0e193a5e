import type { ReactNode } from "react";
import BadgeCheck from "lucide-react/icons/badge-check";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { formatDate } from "#web/lib/i18n/format.ts";

interface CardFaceProps {
  fullName: string;
  institution: string;
  validUntil: string;
  /** What the card says under its name: the live QR, or why there is none. */
  children: ReactNode;
  /** A mark beside "Verified student" (the Offline badge). */
  status?: ReactNode;
  photo?: ReactNode;
}

/** The card itself: brand band, who holds it, until when, then the live part. */
export function CardFace({ fullName, institution, validUntil, children, status, photo }: CardFaceProps) {
  const locale = useLocale();
  return (
    <section
      aria-labelledby="card-holder"
      className="relative overflow-hidden rounded-2xl border border-brand-800 bg-white shadow-lg"
    >
      <div className="relative overflow-hidden bg-brand-800 px-5 py-4 text-white">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1/2 animate-card-sweep bg-gradient-to-r from-transparent via-white/25 to-transparent motion-reduce:animate-none"
        />
        <div className="relative flex items-center justify-between gap-3">
          <span className="text-lg font-bold tracking-tight">StudentPerks</span>
          <span className="inline-flex items-center gap-1.5 rounded-pill bg-white px-2.5 py-1 text-sm font-semibold text-brand-900">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t("card.verified")}
          </span>
        </div>
        {status ? <div className="relative mt-3">{status}</div> : null}
      </div>
      <div className="flex items-center gap-4 px-5 pt-5">
        {photo}
        <div className="min-w-0">
          <p id="card-holder" className="text-2xl font-bold break-words text-ink-900">
            <span dir="ltr">{fullName}</span>
          </p>
          <p className="mt-1 text-base font-medium text-ink-700">{institution}</p>
          <p className="mt-1 text-sm text-ink-600">
            {t("card.validUntil", { date: formatDate(validUntil, locale) })}
          </p>
        </div>
      </div>
      <div className="px-5 pt-4 pb-5">{children}</div>
    </section>
  );
}
