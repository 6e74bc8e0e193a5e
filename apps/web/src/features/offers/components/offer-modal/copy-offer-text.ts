import { copyText } from "#web/lib/clipboard.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toast, type ToastOptions } from "#web/lib/toast.ts";
import { trackCopy } from "#web/features/offers/api/track.ts";

/** Copies a code or special link, records the copy (spec 000 §4), and says how it went (§8). */
export function copyOfferText(text: string, offerId: number, userId: string | null, copied: ToastOptions) {
  return copyText(text).then(
    () => {
      trackCopy(offerId, userId);
      toast(copied);
    },
    () =>
      toast({
        variant: "destructive",
        title: t("offerModal.copyFailed"),
        description: t("offerModal.copyFailedMessage"),
      }),
  );
}
