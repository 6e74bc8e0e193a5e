// The in-store student card (issue 35): what the card page reads, renewed every 30 seconds, and what
// it says when a student has no card yet.
import * as z from "zod";
import { integerId } from "./ids.ts";
import { answerText } from "./text.ts";
import { SHOWN_VERIFICATION_STATUSES } from "./verification-status.ts";

/** How often the card page asks for a new QR (a token counts for at most two of these). */
export const CARD_RENEW_MS = 30_000;

/** The card's photo: none uploaded, waiting for staff, approved (shown), or turned down. */
export const CARD_PHOTO_STATES = ["none", "pending", "approved", "rejected"] as const;
export type CardPhotoState = (typeof CARD_PHOTO_STATES)[number];

export const studentCardSchema = z.object({
  fullName: answerText(),
  institution: answerText(),
  /** When the verification ends (ISO). */
  validUntil: answerText(),
  /** What the QR encodes: PUBLIC_URL/v/<token>. */
  checkUrl: answerText(),
  /** The code a cashier types at /v when scanning fails. */
  checkCode: answerText(),
  /** The server's time when it answered, and when this QR stops checking as Valid (ISO). */
  issuedAt: answerText(),
  expiresAt: answerText(),
  /** When to ask for the next QR (ISO): the start of the next time step. */
  renewAt: answerText(),
  photo: z.enum(CARD_PHOTO_STATES),
  /** Why staff turned the photo down; only while `photo` is "rejected". */
  photoRejectionReason: answerText().optional(),
});
export type StudentCard = z.infer<typeof studentCardSchema>;

/** GET /api/card: the card, or null with the verification status that keeps it away ("none": not started). */
export const cardAnswerSchema = z.object({
  card: studentCardSchema.nullable(),
  verificationStatus: z.enum([...SHOWN_VERIFICATION_STATUSES, "none"]),
});
export type CardAnswer = z.infer<typeof cardAnswerSchema>;

/** POST /api/card/shown: the student opened the card from an in-store offer. */
export const cardShownSchema = z.object({ offerId: integerId() });
