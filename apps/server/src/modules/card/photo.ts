// The card's photo (issue 35): checked as a document photo is (type by content, size, header), then
// decoded and re-encoded to a small WebP portrait in the shared image queue, which drops EXIF, GPS and
// anything else the original carried. Kept in private storage, like documents, and never served
// publicly: the student reads their own, staff the one they review, and the check page embeds an
// approved one in its HTML.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH, cardPhotoMessages } from "@studentperks/contracts/card-photo";
import { DOCUMENT_MAX_PIXELS, imageMessages } from "@studentperks/contracts/images";
import { isVerifiedAt } from "@studentperks/contracts/verification";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import type { ImageLimits, Images } from "#server/services/images.ts";
import type { FileStorage, StoredFile } from "#server/services/storage/index.ts";
import { findUserWithProfile } from "../auth/index.ts";
import { deletePhoto, photoKeyOf, replacePhoto } from "./photo-repo.ts";

const CARD_PHOTO_FOLDER = "card-photos";

/** The storage key of a photo by its id: each upload's own random UUID. */
export const cardPhotoKey = (photoId: string) => `${CARD_PHOTO_FOLDER}/${photoId}.webp`;
/** A photo's id, by which staff name the one they looked at. */
export const cardPhotoIdOf = (key: string) => key.slice(CARD_PHOTO_FOLDER.length + 1, -".webp".length);

// A document photo's limits: a phone camera's picture as it comes.
const PHOTO_LIMITS: ImageLimits = {
  maxPixels: DOCUMENT_MAX_PIXELS,
  tooLarge: () => imageMessages.documentTooLarge,
  unreadable: () => cardPhotoMessages.unreadable,
};

/**
 * Any accepted picture as the card's 3:4 portrait: turned upright by its EXIF orientation, cropped
 * about the centre (a selfie's face is there; the student sees the result before staff do), and
 * scaled to one fixed size. WebP from sharp carries no metadata.
 */
export async function reencodeCardPhoto(images: Images, body: Readable): Promise<Buffer> {
  // Read whole first (at most 5 MB, cut by the upload), so a slow client never holds a decoding slot.
  const input = Buffer.concat(await body.toArray());
  return images.transform(input, PHOTO_LIMITS, {
    encodedPixels: CARD_PHOTO_WIDTH * CARD_PHOTO_HEIGHT,
    make: (image) =>
      image
        .rotate()
        .resize(CARD_PHOTO_WIDTH, CARD_PHOTO_HEIGHT, { fit: "cover", position: "centre" })
        .flatten({ background: "#ffffff" })
        .webp({ quality: 78, effort: 4 })
        .toBuffer(),
  });
}

interface CardPhotoDeps {
  db: Db;
  clock: Clock;
  images: Images;
  /** Private storage, where documents are kept too. */
  storage: FileStorage;
}

export function createCardPhotoService({ db, clock, images, storage }: CardPhotoDeps) {
  return {
    /** Only a verified student puts a photo on their card (checked before the upload is read). */
    async assertMayUpload(userId: string): Promise<void> {
      const found = await findUserWithProfile(db, userId);
      if (!found || !isVerifiedAt(found.user.role, found.profile, clock.now())) {
        throw new AppError(403, cardPhotoMessages.notVerified, "NOT_VERIFIED");
      }
    },

    /** Re-encodes an uploaded picture and stores it; answers its storage key. */
    async store(body: Readable): Promise<string> {
      const webp = await reencodeCardPhoto(images, body);
      const key = cardPhotoKey(randomUUID());
      await storage.put(key, Readable.from([webp]), "image/webp");
      return key;
    },

    /** A stored file no row names (the request failed after storing it). */
    discard: (key: string) => storage.delete(key),

    /** The stored file becomes the student's photo, waiting for staff; the one before it is deleted. */
    async record(userId: string, key: string): Promise<void> {
      const replaced = await replacePhoto(db, userId, key, clock.now());
      if (replaced && replaced !== key) await storage.delete(replaced);
    },

    async remove(userId: string): Promise<void> {
      const key = await deletePhoto(db, userId);
      if (key) await storage.delete(key);
    },

    /** The student's own photo, whatever its state; 404 when there is none. */
    async open(userId: string): Promise<StoredFile> {
      const key = await photoKeyOf(db, userId);
      const file = key ? await storage.get(key) : null;
      if (!file) throw new AppError(404, cardPhotoMessages.none, "NOT_FOUND");
      return file;
    },
  };
}

export type CardPhotoService = ReturnType<typeof createCardPhotoService>;
