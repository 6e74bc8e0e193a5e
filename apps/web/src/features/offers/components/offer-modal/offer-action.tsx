import { Link } from "react-router";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { consoleOfferHref, offerHref, paths } from "#web/lib/paths.ts";
import { rememberReturnTo } from "#web/lib/return-to.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { ActionPanel } from "./action-panel.tsx";
import { CardAction } from "./card-action.tsx";
import { RedeemAction } from "./redeem-action.tsx";
import { ReferralAction } from "./referral-action.tsx";

/** What a signed-in account that is not a student is told students get here. */
const notStudentText = {
  staff: { codeOrLink: "offerModal.staffText", card: "offerModal.staffCardText" },
  other: { codeOrLink: "offerModal.notStudentText", card: "offerModal.notStudentCardText" },
} as const;

/**
 * The Details tab's state (spec 000 §4), decided by who is looking. A verified student is given the
 * code or link, the student card for an offer used in store (issue 35), or both, a panel each.
 */
export function OfferAction({ offer, viewer }: { offer: PublicOffer; viewer: Viewer }) {
  // Signed in or verified, the student comes back to this offer, not to the top of the home page.
  const comeBack = () => rememberReturnTo(offerHref(offer.id));
  const gives = offer.redemptionChannel === "in_store" ? "card" : "codeOrLink";
  if (viewer.isLoading) {
    return (
      <ActionPanel title={t("offerModal.loadingTitle")} text={t("offerModal.loadingText")}>
        <Spinner className="size-6 text-brand-800" />
      </ActionPanel>
    );
  }
  if (!viewer.isAuthenticated) {
    return (
      <ActionPanel title={t("offerModal.loginTitle")} text={t("offerModal.loginText")}>
        <Link to={paths.login} className={buttonClassName({ size: "lg" })} onClick={comeBack}>
          {t("offerModal.signIn")}
        </Link>
      </ActionPanel>
    );
  }
  if (!viewer.isStudent) {
    // Codes and links are for students; staff are shown where they manage the offer instead of a
    // "Verify Account" that would only fail.
    return (
      <ActionPanel
        title={t("offerModal.notStudentTitle")}
        text={t(notStudentText[viewer.isStaff ? "staff" : "other"][gives])}
      >
        {viewer.isStaff ? (
          <Link
            to={consoleOfferHref(offer.id)}
            className={buttonClassName({ size: "lg", variant: "outline" })}
          >
            {t("offerModal.manageOffer")}
          </Link>
        ) : null}
      </ActionPanel>
    );
  }
  if (!viewer.isVerifiedStudent) {
    return (
      <ActionPanel title={t("offerModal.verifyTitle")} text={t("offerModal.verifyText")}>
        <Link to={paths.studentVerification} className={buttonClassName({ size: "lg" })} onClick={comeBack}>
          {t("offerModal.verifyAccount")}
        </Link>
      </ActionPanel>
    );
  }
  if (offer.redemptionChannel === "in_store") return <CardAction offer={offer} />;
  const online =
    offer.offerType === "referral" ? (
      <ReferralAction offer={offer} userId={viewer.userId} />
    ) : (
      <RedeemAction offer={offer} userId={viewer.userId} />
    );
  return offer.redemptionChannel === "both" ? (
    <>
      {online}
      <CardAction offer={offer} isSecond />
    </>
  ) : (
    online
  );
}
