// The in-store student card (issue 35): a verified student's card with a QR that changes every 30
// seconds, and the cashier's check of it. A check reads the card's state now, so a link preview
// fetching the same URL sees what the cashier sees and changes nothing but the count.
import type { CardAnswer, CardPhotoState } from "@studentperks/contracts/card";
import { redemptionMessages } from "@studentperks/contracts/redemption";
import { isVerifiedAt, verificationView } from "@studentperks/contracts/verification";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Random } from "#server/services/random.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { authMessages, findUserWithProfile } from "../auth/index.ts";
import {
  cardIdOf,
  checkCodeOf,
  findCardHolder,
  findCheckCode,
  isLiveInStoreOffer,
  noteCardOffer,
  photoStatusOf,
  recordCheck,
} from "./repo.ts";
import {
  CARD_STEP_MS,
  CHECK_CODE_ALPHABET,
  CHECK_CODE_LENGTH,
  cardTokenKey,
  normaliseCheckCode,
  readCardToken,
  readStep,
  signCardToken,
  stepAt,
  tokenExpiresAt,
  type TokenReading,
} from "./token.ts";

/** A check counts for the in-store offer the card was opened from this recently. */
const OFFER_ATTRIBUTION_MS = 15 * 60_000;

export type CheckResult = "valid" | "expired" | "not_valid" | "not_verified";

/** What the check page shows: the state, and for a valid card no more than a cashier needs. */
export interface CardCheck {
  result: CheckResult;
  checkedAt: Date;
  /** `photo`: the approved photo's WebP, read for a valid check only. */
  holder?: { shortName: string; institution: string; validUntil: Date; photo: Buffer | null };
}

interface CardDeps {
  db: Db;
  clock: Clock;
  random: Random;
  secret: string;
  publicUrl: string;
  /** Where card photos are kept (private storage). */
  photos: Pick<FileStorage, "get">;
}

/** First name and the surname's initial: all a cashier needs to match a face to a card. */
function shortName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function createCardService({ db, clock, random, secret, publicUrl, photos }: CardDeps) {
  const key = cardTokenKey(secret);
  const newCardId = () => Buffer.from(random.token(8), "base64url").toString("hex");
  const newCheckCode = () =>
    Array.from(
      { length: CHECK_CODE_LENGTH },
      () => CHECK_CODE_ALPHABET[random.between(0, CHECK_CODE_ALPHABET.length - 1)],
    ).join("");
  const checkUrl = (token: string) => new URL(`/v/${token}`, publicUrl).href;

  /** The card of a signed-in account, or why it has none. */
  async function card(userId: string): Promise<CardAnswer> {
    const found = await findUserWithProfile(db, userId);
    if (!found) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
    const now = clock.now();
    const { user, profile } = found;
    if (!isVerifiedAt(user.role, profile, now) || !profile?.expiresAt) {
      const status = profile && user.role === "student" ? verificationView(profile, now).status : "none";
      return { card: null, verificationStatus: status };
    }
    const cardId = await cardIdOf(db, userId, newCardId, now);
    const step = stepAt(now.getTime());
    const [checkCode, photo] = await Promise.all([
      checkCodeOf(db, cardId, step, newCheckCode, now),
      photoStatusOf(db, userId),
    ]);
    return {
      card: {
        fullName: `${user.firstName} ${user.lastName}`,
        institution: profile.institution ?? "",
        validUntil: profile.expiresAt.toISOString(),
        checkUrl: checkUrl(signCardToken(key, cardId, step)),
        checkCode,
        issuedAt: now.toISOString(),
        expiresAt: tokenExpiresAt(step).toISOString(),
        renewAt: new Date((step + 1) * CARD_STEP_MS).toISOString(),
        photo: (photo?.status ?? "none") satisfies CardPhotoState,
        ...(photo?.status === "rejected" && photo.rejectionReason
          ? { photoRejectionReason: photo.rejectionReason }
          : {}),
      },
      verificationStatus: "active",
    };
  }

  /** The card read from a token or a typed code, as it stands now. */
  async function read(
    reading: TokenReading,
    now: Date,
  ): Promise<CardCheck & { cardId: string | null; offerId: number | null; photoKey: string | null }> {
    const checked = { checkedAt: now, cardId: null, offerId: null, photoKey: null };
    if (reading.kind === "not_valid") return { result: "not_valid", ...checked };
    const holder = await findCardHolder(db, reading.cardId);
    if (!holder) return { result: "not_valid", ...checked };
    const recentOffer =
      holder.lastOfferId !== null &&
      holder.lastOfferAt !== null &&
      now.getTime() - holder.lastOfferAt.getTime() <= OFFER_ATTRIBUTION_MS
        ? holder.lastOfferId
        : null;
    const known = { ...checked, cardId: reading.cardId, offerId: recentOffer };
    const verified =
      holder.role !== null && holder.profile !== null && isVerifiedAt(holder.role, holder.profile, now);
    if (!verified || !holder.profile?.expiresAt) return { result: "not_verified", ...known };
    if (reading.kind === "expired") return { result: "expired", ...known };
    return {
      result: "valid",
      ...known,
      photoKey: holder.photoStatus === "approved" ? holder.photoKey : null,
      holder: {
        shortName: shortName(holder.firstName ?? "", holder.lastName ?? ""),
        institution: holder.profile.institution ?? "",
        validUntil: holder.profile.expiresAt,
        photo: null,
      },
    };
  }

  /** An approved photo's bytes; a file storage cannot give now reads as no photo (the cashier asks for ID). */
  async function readPhoto(key: string): Promise<Buffer | null> {
    try {
      const file = await photos.get(key);
      return file && Buffer.concat(await file.body.toArray());
    } catch {
      return null;
    }
  }

  /** A cashier's check, counted (unless `count` is false: a link preview fetching the URL). */
  async function check(
    what: { token: string } | { code: string },
    { count }: { count: boolean },
  ): Promise<CardCheck> {
    const now = clock.now();
    let reading: TokenReading;
    if ("token" in what) {
      reading = readCardToken(key, what.token, now.getTime());
    } else {
      const code = normaliseCheckCode(what.code);
      const issued = code ? await findCheckCode(db, code) : null;
      const state = issued ? readStep(issued.step, now.getTime()) : "not_valid";
      reading =
        !issued || state === "not_valid"
          ? { kind: "not_valid" }
          : state === "expired"
            ? { kind: "expired", cardId: issued.cardId }
            : { kind: "current", cardId: issued.cardId, step: issued.step };
    }
    const { cardId, offerId, photoKey, ...shown } = await read(reading, now);
    if (count) await recordCheck(db, { cardId, result: shown.result, offerId, createdAt: now });
    if (shown.holder && photoKey) shown.holder.photo = await readPhoto(photoKey);
    return shown;
  }

  /** The student opened their card from an in-store offer: counted, and the card remembers it. */
  async function shownFrom(userId: string, offerId: number): Promise<void> {
    const now = clock.now();
    if (!(await isLiveInStoreOffer(db, offerId, now))) {
      throw new AppError(404, redemptionMessages.offerNotFound, "OFFER_NOT_FOUND");
    }
    await cardIdOf(db, userId, newCardId, now);
    await noteCardOffer(db, userId, offerId, now);
  }

  return { card, check, shownFrom };
}

export type CardService = ReturnType<typeof createCardService>;
