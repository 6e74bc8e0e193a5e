import { useEffect, useRef } from "react";
import { Link } from "react-router";
import WifiOff from "lucide-react/icons/wifi-off";
import type { CardAnswer } from "@studentperks/contracts/card";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Gate } from "#web/components/ui/gate.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { t, useLocale, type MessageKey } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { ownCardPhotoUrl } from "../api/card-photo.ts";
import { recordCardShown } from "../api/card-shown.ts";
import { useCard } from "../api/get-card.ts";
import { formatMoment } from "../lib/format.ts";
import { msUntil, syncServerClock } from "../lib/server-clock.ts";
import { readStoredCard, storeCard, type StoredCard } from "../lib/stored-card.ts";
import { useNow } from "../lib/use-now.ts";
import { useOnline } from "../lib/use-online.ts";
import { CardFace } from "./card-face.tsx";
import { CardPhotoUpload } from "./card-photo-upload.tsx";
import { LiveCode } from "./live-code.tsx";

interface CardViewProps {
  /** The signed-in account as this device knows it (null: nobody, or not known yet). */
  userId: string | null;
  /** Whether that account is a student's (staff have no card). */
  isStudent: boolean;
  /** The in-store offer the card was opened from, counted once the card shows. */
  fromOfferId: number | null;
}

const NO_CARD: Record<Exclude<CardAnswer["verificationStatus"], "active">, [MessageKey, MessageKey]> = {
  none: ["card.none", "card.verify"],
  pending: ["card.pending", "card.verify"],
  unrecognized_domain: ["card.pending", "card.verify"],
  rejected: ["card.rejected", "card.verifyAgain"],
  expired: ["card.expired", "card.verifyAgain"],
};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col gap-5 px-4 py-8">
      <h1 className="text-h2 text-ink-900">{t("card.heading")}</h1>
      {children}
    </div>
  );
}

/** The card kept on this phone, without a QR: what a student can still show in a basement. */
function OfflineCard({ stored }: { stored: StoredCard }) {
  const locale = useLocale();
  return (
    <CardFace
      fullName={stored.fullName}
      institution={stored.institution}
      validUntil={stored.validUntil}
      status={
        <span className="inline-flex items-center gap-1.5 rounded-pill bg-amber-100 px-2.5 py-1 text-sm font-bold text-amber-900">
          <WifiOff aria-hidden="true" className="size-4" />
          {t("card.offline")}
        </span>
      }
    >
      <div
        role="status"
        className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
      >
        <p className="font-medium text-ink-900">
          {t("card.lastConfirmed", { time: formatMoment(stored.confirmedAt, locale) })}
        </p>
        <p className="text-sm text-ink-700">{t("card.offlineMessage")}</p>
      </div>
    </CardFace>
  );
}

/**
 * /card: the live card for a verified student; the kept card, marked Offline and without a QR, when
 * the network is gone or the QR could not be renewed in time; otherwise why there is no card.
 */
export function CardView({ userId, isStudent, fromOfferId }: CardViewProps) {
  const query = useCard();
  const online = useOnline();
  const now = useNow();
  const card = query.data?.card ?? null;

  useEffect(() => {
    if (card && query.dataUpdatedAt) syncServerClock(card.issuedAt);
    if (card && userId) storeCard(userId, card);
  }, [card, userId, query.dataUpdatedAt]);

  // Back online, renew at once. The query library may not have seen the network go (a page opened
  // offline starts "online" to it), so its own refetch on reconnect would not come.
  const wasOnline = useRef(online);
  const { refetch } = query;
  useEffect(() => {
    if (online && !wasOnline.current) void refetch();
    wasOnline.current = online;
  }, [online, refetch]);

  const counted = useRef(false);
  useEffect(() => {
    if (card && fromOfferId !== null && !counted.current) {
      counted.current = true;
      void recordCardShown(fromOfferId);
    }
  }, [card, fromOfferId]);

  const networkFailed = query.isError && !(query.error instanceof ApiError);
  // A QR is shown only while it would check as valid: online, and before its minute is over.
  const live = card !== null && online && !networkFailed && msUntil(card.expiresAt) > 0;

  if (live) {
    return (
      <Frame>
        <CardFace
          fullName={card.fullName}
          institution={card.institution}
          validUntil={card.validUntil}
          photo={
            card.photo === "approved" ? (
              <img
                src={ownCardPhotoUrl(card.photo)}
                alt={t("card.photoAlt", { name: card.fullName })}
                width={72}
                height={96}
                className="h-24 w-18 shrink-0 rounded-lg object-cover"
              />
            ) : null
          }
        >
          <LiveCode card={card} now={now} />
        </CardFace>
        <p className="text-sm text-ink-700">{t("card.showHint")}</p>
        <CardPhotoUpload
          photo={card.photo}
          rejectionReason={card.photoRejectionReason}
          onChange={() => void query.refetch()}
        />
      </Frame>
    );
  }
  if (!online || networkFailed || card !== null) {
    // Read only here: the live card is redrawn every second and needs no copy of itself.
    const stored = readStoredCard(userId);
    return (
      <Frame>
        {stored ? (
          <OfflineCard stored={stored} />
        ) : (
          <p role="status" className="text-ink-800">
            {t("card.offlineNoCard")}
          </p>
        )}
      </Frame>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 401) {
    return <Gate message={t("card.signedOut")} actionLabel={t("common.goToLogin")} actionTo={paths.login} />;
  }
  if (query.isError) {
    return (
      <Frame>
        <p role="alert" className="text-ink-800">
          {t("card.loadFailed")}
        </p>
        <Button className="self-start" onClick={() => void query.refetch()}>
          {t("card.tryAgain")}
        </Button>
      </Frame>
    );
  }
  if (query.data && userId !== null && !isStudent) {
    return <Gate message={t("card.notStudent")} actionLabel={t("common.goToHome")} actionTo={paths.home} />;
  }
  if (query.data) {
    const [message, action] = NO_CARD[query.data.verificationStatus as keyof typeof NO_CARD] ?? NO_CARD.none;
    return (
      <Frame>
        <p className="text-lg text-ink-800">{t(message)}</p>
        <Link to={paths.studentVerification} className={buttonClassName({ className: "self-start" })}>
          {t(action)}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame>
      <Skeleton className="h-[34rem] w-full rounded-2xl" />
    </Frame>
  );
}
