import { Link } from "react-router";
import IdCard from "lucide-react/icons/id-card";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { cardFromOfferHref } from "#web/lib/paths.ts";
import { ActionPanel } from "./action-panel.tsx";

interface CardActionProps {
  offer: Pick<PublicOffer, "id">;
  /** Beside a code or link (an offer used both ways), so the first action keeps the eye. */
  isSecond?: boolean;
}

/**
 * In store (issue 35): the student shows their card at the till. The card page, opened for this
 * offer, counts the showing.
 */
export function CardAction({ offer, isSecond = false }: CardActionProps) {
  return (
    <ActionPanel title={t("offerModal.inStoreTitle")} text={t("offerModal.inStoreText")}>
      <Link
        to={cardFromOfferHref(offer.id)}
        className={buttonClassName({ size: "lg", variant: isSecond ? "outline" : "primary" })}
      >
        <IdCard aria-hidden="true" />
        {t("offerModal.showCard")}
      </Link>
    </ActionPanel>
  );
}
