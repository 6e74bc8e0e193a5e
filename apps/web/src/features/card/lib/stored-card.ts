// The card's face kept on this device, so the card opens offline (issue 35): name, institution and
// dates, and when the server last confirmed them. Never the QR or the check code: an offline card must
// not be something a cashier could check as valid.
import type { StudentCard } from "@studentperks/contracts/card";
import { readStored, storageKeys, writeStored } from "#web/lib/storage.ts";

export interface StoredCard {
  userId: string;
  fullName: string;
  institution: string;
  validUntil: string;
  /** When the server last said the card was live (ISO). */
  confirmedAt: string;
}

export function storeCard(userId: string, card: StudentCard): void {
  const stored: StoredCard = {
    userId,
    fullName: card.fullName,
    institution: card.institution,
    validUntil: card.validUntil,
    confirmedAt: card.issuedAt,
  };
  writeStored(storageKeys.studentCard, JSON.stringify(stored));
}

/** The kept card, if it is this user's and still readable. */
export function readStoredCard(userId: string | null): StoredCard | null {
  const raw = readStored(storageKeys.studentCard);
  if (!raw || !userId) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredCard>;
    const complete =
      typeof stored.fullName === "string" &&
      typeof stored.institution === "string" &&
      typeof stored.validUntil === "string" &&
      typeof stored.confirmedAt === "string";
    return complete && stored.userId === userId ? (stored as StoredCard) : null;
  } catch {
    return null;
  }
}
