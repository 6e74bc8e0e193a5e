import { useEffect, useRef, useState } from "react";
import Copy from "lucide-react/icons/copy";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toast } from "#web/lib/toast.ts";
import { useRedeemOffer } from "#web/features/offers/api/redeem.ts";
import { ActionPanel } from "./action-panel.tsx";
import { copyOfferText } from "./copy-offer-text.ts";

interface RedeemActionProps {
  offer: Pick<PublicOffer, "id" | "brandName">;
  userId: string | null;
}

/** "Redeem Your Discount", then "Your Discount Code" with a copy button (spec 000 §4, §8). */
export function RedeemAction({ offer, userId }: RedeemActionProps) {
  const redeem = useRedeemOffer(offer.id, userId);
  // A code just given takes the focus, so it is read out and can be copied at once.
  const codeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (redeem.data) codeRef.current?.focus();
  }, [redeem.data]);
  // What the server said when it refused (e.g. no codes left), shown beside the spec's toast.
  const [problem, setProblem] = useState<string | null>(null);

  if (redeem.isLookingUp) {
    return (
      <ActionPanel title={t("offerModal.loadingTitle")} text={t("offerModal.lookingUpText")}>
        <Spinner className="size-6 text-brand-800" />
      </ActionPanel>
    );
  }
  if (redeem.code) {
    const copy = () =>
      copyOfferText(redeem.code!, offer.id, userId, {
        title: t("offerModal.codeCopied"),
        description: t("offerModal.codeCopiedMessage"),
      });
    return (
      <ActionPanel title={t("offerModal.codeTitle")}>
        <p
          ref={codeRef}
          tabIndex={-1}
          data-testid="discount-code"
          dir="ltr"
          className="w-full rounded-lg border-2 border-dashed border-brand-700 bg-white px-4 py-3 font-mono text-2xl font-bold tracking-wider break-all text-ink-900"
        >
          {redeem.code}
        </p>
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("offerModal.copyCode")}
        </Button>
      </ActionPanel>
    );
  }

  return (
    <ActionPanel
      title={t("offerModal.redeemTitle")}
      text={t("offerModal.redeemText", { brand: offer.brandName })}
    >
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <Button
        size="lg"
        isPending={redeem.isPending}
        onClick={() => {
          setProblem(null);
          redeem.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t("offerModal.redeemed"),
                description: t("offerModal.redeemedMessage", { brand: offer.brandName }),
              }),
            onError: (error) => {
              setProblem(serverMessage(error) ?? null);
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
