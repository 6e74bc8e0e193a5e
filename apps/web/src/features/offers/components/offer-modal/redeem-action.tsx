import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import Copy from "lucide-react/icons/copy";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorCode } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { useLocale } from "#web/lib/i18n/use-locale.ts";
import { paths } from "#web/lib/paths.ts";
import { rememberReturnTo } from "#web/lib/return-to.ts";
import { offerHref } from "#web/lib/paths.ts";
import { toast } from "#web/lib/toast.ts";
import { useRedeemOffer } from "#web/features/offers/api/redeem.ts";
import { ActionPanel } from "./action-panel.tsx";
import { copyOfferText } from "./copy-offer-text.ts";
import { ReportProblem } from "./report-problem.tsx";
import { usageRuleText, usedText } from "./usage-text.ts";

interface RedeemActionProps {
  offer: Pick<PublicOffer, "id" | "brandName" | "usageLimit" | "outOfCodes">;
  userId: string | null;
}

/** Refusals the dialog shows as a state of the offer rather than a failure (issue 36). */
const STATE_REFUSALS = new Set(["LIMIT_REACHED", "NO_CODES_LEFT", "OFFER_ENDED", "VERIFICATION_EXPIRED"]);

/**
 * "Redeem Your Discount", then "Your Discount Code" with a copy button (spec 000 §4, §8), and what
 * the offer's usage rule says before and after (issue 36): the next day it may be used, "Temporarily
 * unavailable" when its codes ran out, "Report a problem" beside a code that did not work.
 */
export function RedeemAction({ offer, userId }: RedeemActionProps) {
  const locale = useLocale();
  const redeem = useRedeemOffer(offer.id, userId);
  // What the last report got the student, kept while the list of codes is read again.
  const [reportAnswer, setReportAnswer] = useState<string | null>(null);
  const refusal = errorCode(redeem.error);

  // The code to show: the student's latest for this offer while its rule holds them back (or, for
  // unlimited use, always), else the one just given.
  const held =
    redeem.limit !== undefined || (offer.usageLimit === "unlimited" && redeem.latest !== undefined);
  const shown = held && redeem.latest ? redeem.latest : null;
  const code = shown?.value ?? redeem.data?.code;
  const codeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (redeem.data || reportAnswer) codeRef.current?.focus();
  }, [redeem.data, reportAnswer, code]);

  if (redeem.isLookingUp) {
    return (
      <ActionPanel title={t("offerModal.loadingTitle")} text={t("offerModal.lookingUpText")}>
        <Spinner className="size-6 text-brand-800" />
      </ActionPanel>
    );
  }
  if (code) {
    const nextEligibleAt = redeem.limit?.nextEligibleAt ?? redeem.data?.nextEligibleAt ?? null;
    const copy = () =>
      copyOfferText(code, offer.id, userId, {
        title: t("offerModal.codeCopied"),
        description: t("offerModal.codeCopiedMessage"),
      });
    return (
      <ActionPanel
        title={t("offerModal.codeTitle")}
        text={usedText(offer.usageLimit, nextEligibleAt, locale)}
      >
        {reportAnswer ? (
          <p role="status" className="text-sm font-medium text-ink-900">
            {reportAnswer}
          </p>
        ) : null}
        <p
          ref={codeRef}
          tabIndex={-1}
          data-testid="discount-code"
          dir="ltr"
          className="w-full rounded-lg border-2 border-dashed border-brand-700 bg-white px-4 py-3 font-mono text-2xl font-bold tracking-wider break-all text-ink-900"
        >
          {code}
        </p>
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("offerModal.copyCode")}
        </Button>
        {shown?.id == null ? null : shown.reportedAt ? (
          reportAnswer ? null : (
            <p className="text-sm text-ink-700">{t("offerModal.reported")}</p>
          )
        ) : (
          <ReportProblem
            key={shown.id}
            redemptionId={shown.id}
            userId={userId}
            onReported={setReportAnswer}
          />
        )}
      </ActionPanel>
    );
  }
  if (refusal === "OFFER_ENDED") {
    return <ActionPanel title={t("offerModal.endedTitle")} text={t("offerModal.endedText")} />;
  }
  if (refusal === "VERIFICATION_EXPIRED") {
    return (
      <ActionPanel title={t("offerModal.expiredTitle")} text={t("offerModal.expiredText")}>
        <Link
          to={paths.studentVerification}
          className={buttonClassName({ size: "lg" })}
          onClick={() => rememberReturnTo(offerHref(offer.id))}
        >
          {t("offerModal.verifyAgain")}
        </Link>
      </ActionPanel>
    );
  }
  if (offer.outOfCodes || refusal === "NO_CODES_LEFT") {
    return <ActionPanel title={t("offerModal.unavailableTitle")} text={t("offerModal.unavailableText")} />;
  }

  return (
    <ActionPanel
      title={t("offerModal.redeemTitle")}
      text={t("offerModal.redeemText", { brand: offer.brandName })}
    >
      <p className="text-sm font-medium text-ink-800" data-testid="usage-rule">
        {usageRuleText(offer.usageLimit)}
      </p>
      <Button
        size="lg"
        isPending={redeem.isPending}
        onClick={() => {
          redeem.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t("offerModal.redeemed"),
                description: t("offerModal.redeemedMessage", { brand: offer.brandName }),
              }),
            onError: (error) => {
              if (STATE_REFUSALS.has(errorCode(error) ?? "")) return;
              toast({
                variant: "destructive",
                title: t("offerModal.redeemFailed"),
                description: t("offerModal.redeemFailedMessage"),
              });
            },
          });
        }}
      >
        {redeem.isPending ? t("offerModal.redeeming") : t("offerModal.redeem")}
      </Button>
    </ActionPanel>
  );
}
