import { Link } from "react-router";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { consoleOfferHref, offerHref, paths } from "#web/lib/paths.ts";
import { rememberReturnTo } from "#web/lib/return-to.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { ActionPanel } from "./action-panel.tsx";
import { RedeemAction } from "./redeem-action.tsx";
import { ReferralAction } from "./referral-action.tsx";

/** Exactly one of the Details tab's states (spec 000 §4), decided by who is looking. */
export function OfferAction({ offer, viewer }: { offer: PublicOffer; viewer: Viewer }) {
  // Signed in or verified, the student comes back to this offer, not to the top of the home page.
  const comeBack = () => rememberReturnTo(offerHref(offer.id));
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
        text={t(viewer.isStaff ? "offerModal.staffText" : "offerModal.notStudentText")}
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
  return offer.offerType === "referral" ? (
    <ReferralAction offer={offer} userId={viewer.userId} />
  ) : (
    <RedeemAction offer={offer} userId={viewer.userId} />
  );
}
