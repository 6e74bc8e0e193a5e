import { Link } from "react-router";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import Ticket from "lucide-react/icons/ticket";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { MyRedemption } from "@studentperks/contracts/redemption";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { formatDate } from "#web/lib/i18n/format.ts";
import { discountsHref, offerHref } from "#web/lib/paths.ts";
import { useMyRedemptions } from "../api/my-redemptions.ts";
import { localizedText } from "../lib/localized-offer.ts";
import { copyOfferText } from "./offer-modal/copy-offer-text.ts";

/**
 * "My Codes" on the dashboard: every code and offer link the student was given, to copy again. Offer
 * titles are in `locale` where the offer has one in it.
 */
export function MyCodesCard({ userId, locale }: { userId: string; locale: Locale }) {
  const mine = useMyRedemptions(userId);
  return (
    <Card aria-labelledby="my-codes-title">
      <CardHeader
        titleId="my-codes-title"
        icon={<Ticket />}
        title={t("myCodes.title")}
        description={t("myCodes.description")}
      />
      {mine.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {t("common.loading")}
          </p>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : mine.isError ? (
        <p role="alert" className="text-ink-700">
          {t("myCodes.failed")}
        </p>
      ) : mine.data.length === 0 ? (
        <p className="text-ink-700">
          {t("myCodes.empty")}{" "}
          <Link to={discountsHref} className={textLinkClassName}>
            {t("myCodes.browse")}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-200">
          {mine.data.map((given) => (
            <GivenOffer
              // An offer may have given several codes (one per period, a replacement): the code's id.
              key={given.id === null ? `link-${given.offerId}` : `code-${given.id}`}
              given={given}
              userId={userId}
              locale={locale}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function GivenOffer({ given, userId, locale }: { given: MyRedemption; userId: string; locale: Locale }) {
  const isCode = given.kind === "code";
  const title = localizedText(locale, given.title, given.titleAr);
  const copy = () =>
    copyOfferText(given.value, given.offerId, userId, {
      title: t(isCode ? "offerModal.codeCopied" : "offerModal.linkCopied"),
      description: t(isCode ? "offerModal.codeCopiedMessage" : "offerModal.linkCopiedMessage"),
    });
  const date = formatDate(given.at, locale);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium text-ink-600">{given.brandName}</p>
        <Link
          to={offerHref(given.offerId)}
          lang={title.lang}
          dir="auto"
          className={`${textLinkClassName} font-medium`}
        >
          {title.text}
        </Link>
        <p className="text-xs text-ink-600">
          {t(isCode ? "myCodes.redeemedOn" : "myCodes.openedOn", { date })}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:items-end">
        {isCode ? (
          <p className="font-mono text-lg font-bold tracking-wider break-all text-ink-900">
            <span dir="ltr">{given.value}</span>
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t("myCodes.copy")}
            <span className="sr-only"> {t("myCodes.copyFor", { title: title.text })}</span>
          </Button>
          {isCode ? null : (
            <a
              href={given.value}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: "outline", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              {t("myCodes.open")}
              <span className="sr-only"> {t("myCodes.copyFor", { title: title.text })}</span>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
