// The offer named in the address (?offer=<id>) open in the offer modal, over whichever page lists it
// (the home page's catalogue, a brand's page): opening is a step Back undoes, closing takes that step
// back (or, for an offer the page was opened on, removes it from the address), and the focus goes
// back to the card the offer was opened from.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { useNavigate } from "react-router";
import { OFFER_PARAM } from "#web/lib/paths.ts";
import { useFavoriteIds, useToggleFavorite } from "../api/favorites.ts";
import type { Viewer } from "../lib/viewer.ts";

// The modal's code (Radix Dialog, Tabs) loads when an offer is first opened; at once when the page
// is opened on an offer's link, rather than after the offers have arrived.
const loadOfferModal = () => import("./offer-modal/offer-modal.tsx");
const OfferModal = lazy(loadOfferModal);

/** Makes a step in the address from its current parameters (replacing the entry when asked). */
export type AddressStep = (
  edit: (params: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/** Which offers a signed-in student saved, and how to save or unsave one; undefined for anyone else. */
export function useOfferFavorites(viewer: Viewer) {
  const ids = useFavoriteIds(viewer.isStudent);
  const toggleFavorite = useToggleFavorite();
  const onToggle = useCallback(
    (offerId: number) => void toggleFavorite(offerId, !ids.has(offerId)),
    [toggleFavorite, ids],
  );
  return useMemo(() => (viewer.isStudent ? { ids, onToggle } : undefined), [viewer.isStudent, ids, onToggle]);
}

export function useOpenOffer(params: URLSearchParams, go: AddressStep) {
  // Where focus goes back to when the offer closes: the card it was opened from (rows repeat cards).
  const opener = useRef<HTMLElement | null>(null);
  // The offer this page opened with a step of its own: closing it goes back, so the history holds no
  // second copy of the page behind the closed offer.
  const stepped = useRef<number | null>(null);
  const navigate = useNavigate();
  const openOffer = useCallback(
    (offerId: number) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      stepped.current = offerId;
      go((current) => {
        current.set(OFFER_PARAM, String(offerId));
        return current;
      });
    },
    [go],
  );
  const openId = Number(params.get(OFFER_PARAM));
  const closeOffer = useCallback(() => {
    if (stepped.current === openId) {
      stepped.current = null;
      void navigate(-1);
      return;
    }
    go(
      (current) => {
        current.delete(OFFER_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [go, navigate, openId]);
  useEffect(() => {
    if (openId) void loadOfferModal();
  }, [openId]);
  return { openId, openOffer, closeOffer, opener };
}

interface OpenOfferProps {
  /** The offer the address names, once the page has it. */
  offer: PublicOffer | undefined;
  locale: Locale;
  viewer: Viewer;
  favorites: ReturnType<typeof useOfferFavorites>;
  onClose: () => void;
  opener: { readonly current: HTMLElement | null };
  /** Focused when no card of the offer is shown (opened from a link): the list's heading. */
  fallbackFocusId: string;
}

export function OpenOffer({
  offer,
  locale,
  viewer,
  favorites,
  onClose,
  opener,
  fallbackFocusId,
}: OpenOfferProps) {
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <OfferModal
        offer={offer}
        locale={locale}
        viewer={viewer}
        isSaved={favorites?.ids.has(offer.id) ?? false}
        onToggleSave={() => favorites?.onToggle(offer.id)}
        onClose={onClose}
        onReturnFocus={() => focusOfferCard(offer.id, opener.current, fallbackFocusId)}
      />
    </Suspense>
  );
}

/**
 * Back to the card the offer was opened from, else (opened from a link) its first card, or, when no card
 * of it is shown, the list's heading.
 */
function focusOfferCard(offerId: number, opener: HTMLElement | null, fallbackId: string): void {
  const card = opener?.isConnected
    ? opener
    : document.querySelector<HTMLElement>(`[data-open-offer="${offerId}"]`);
  (card ?? document.getElementById(fallbackId))?.focus();
}
