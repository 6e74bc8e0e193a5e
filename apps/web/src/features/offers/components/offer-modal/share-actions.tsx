import Link2 from "lucide-react/icons/link-2";
import Share2 from "lucide-react/icons/share-2";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Button } from "#web/components/ui/button.tsx";
import { copyText } from "#web/lib/clipboard.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toast } from "#web/lib/toast.ts";
import { trackOfferEvent } from "#web/features/offers/api/track.ts";
import { shareMessage } from "#web/features/offers/lib/share-message.ts";

const copied = () =>
  toast({ title: t("offerModal.linkCopied"), description: t("offerModal.shareCopiedMessage") });
const failed = () =>
  toast({
    variant: "destructive",
    title: t("offerModal.shareFailed"),
    description: t("offerModal.shareFailedMessage"),
  });

/**
 * Share: the device's share sheet where there is one, else the message and link copied (spec 000 §2).
 * The share sheet also gets the offer's `title`, in the page's language where the offer has it.
 * Copy link: this page's address, which opens this offer, and a link_copy event.
 */
export function ShareActions({ offer, title }: { offer: PublicOffer; title: string }) {
  const share = async () => {
    const url = window.location.href;
    const text = shareMessage(offer);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // the person closed the share sheet
      }
    }
    await copyText(`${text} ${url}`).then(copied, failed);
  };

  const copyLink = () =>
    copyText(window.location.href).then(() => {
      trackOfferEvent("link_copy", offer);
      copied();
    }, failed);

  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {t("offerModal.share")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void copyLink()}>
        <Link2 aria-hidden="true" />
        {t("offerModal.copyLink")}
      </Button>
    </div>
  );
}
