// The optional photo on the in-store card (issue 35): a picture of the student, checked like a document
// photo, re-encoded small and kept private; the card and the cashier's check page show it only once
// staff approve it.
import * as z from "zod";
import { CARD_PHOTO_STATES } from "./card.ts";
import { lazyMessages } from "./i18n/messages.ts";
import { answerText } from "./text.ts";
import { DOCUMENT_MAX_BYTES } from "./verification.ts";

/** What a photo may be, decided on the server by its content: the pictures a document may be. */
export const CARD_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const CARD_PHOTO_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
export const CARD_PHOTO_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** The form field that carries it. */
export const CARD_PHOTO_FIELD = "photo";

/**
 * What every photo becomes: a 3:4 portrait, as on an ID card, so the check page keeps a fixed box for
 * it. Twice the size the check page shows it at, for sharp screens.
 */
export const CARD_PHOTO_WIDTH = 360;
export const CARD_PHOTO_HEIGHT = 480;

export const cardPhotoMessages = lazyMessages({
  notVerified: "cardPhoto.notVerified",
  fileType: "cardPhoto.fileType",
  unreadable: "cardPhoto.unreadable",
  none: "cardPhoto.none",
});

/** PUT /api/card/photo: the photo is kept and waits for staff. */
export const cardPhotoAnswerSchema = z.object({
  photo: z.enum(CARD_PHOTO_STATES),
  message: answerText(),
});
export type CardPhotoAnswer = z.infer<typeof cardPhotoAnswerSchema>;
