import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { forgetMyRedemptions } from "#web/features/offers/api/my-redemptions.ts";
import { getReferralLink } from "#web/features/offers/api/referral.ts";
import { ActionPanel } from "./action-panel.tsx";
import { copyOfferText } from "./copy-offer-text.ts";

interface ReferralActionProps {
  offer: Pick<PublicOffer, "id" | "brandName">;
  userId: string | null;
}

/** "Your Offer is Ready": Get Offer asks the server for the link and opens it in a new tab. */
export function ReferralAction({ offer, userId }: ReferralActionProps) {
  const [link, setLink] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const queryClient = useQueryClient();

  const getOffer = async () => {
    // The tab opens now, while the click still counts as the user's; the link arrives after.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    setIsPending(true);
    try {
      const url = await getReferralLink(offer.id, userId);
      setLink(url);
      void forgetMyRedemptions(queryClient, userId);
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener,noreferrer");
      toast({
        title: t("offerModal.offerReady"),
        description: t("offerModal.offerReadyMessage", { brand: offer.brandName }),
      });
    } catch (error) {
      tab?.close();
      toastFailure(t("offerModal.redeemFailed"), error, t("offerModal.redeemFailedMessage"));
    } finally {
      setIsPending(false);
    }
  };

  const copy = (url: string) =>
    copyOfferText(url, offer.id, userId, {
      title: t("offerModal.linkCopied"),
      description: t("offerModal.linkCopiedMessage"),
    });

  return (
    <ActionPanel
      title={t("offerModal.referralTitle")}
      text={t("offerModal.referralText", { brand: offer.brandName })}
    >
      <Button size="lg" isPending={isPending} onClick={() => void getOffer()}>
        <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
        {t("offerModal.getOffer")}
      </Button>
      {link ? (
        <div className="flex w-full flex-col items-center gap-2">
          <p className="text-xs font-medium text-ink-600">{t("offerModal.referralLink")}</p>
          <p dir="ltr" className="w-full rounded-lg bg-white px-3 py-2 text-sm break-all text-ink-800">
            {link}
          </p>
          <Button variant="outline" onClick={() => void copy(link)}>
            <Copy aria-hidden="true" />
            {t("offerModal.copyReferral")}
          </Button>
        </div>
      ) : null}
    </ActionPanel>
  );
}
