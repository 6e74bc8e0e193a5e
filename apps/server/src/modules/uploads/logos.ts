// Merchant logos: decoded and re-encoded to a small WebP (which also drops metadata and anything
// hidden in the original file), stored publicly, and remembered so a partnership request can only
// name a logo we made.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { imageMessages, LOGO_MAX_PIXELS } from "@studentperks/contracts/images";
import { LOGO_MAX_PX, merchantMessages } from "@studentperks/contracts/merchants";
import type { Db } from "#server/db/client.ts";
import { offers, partnershipRequests, uploadedLogos } from "#server/db/schema.ts";
import type { Clock } from "#server/services/clock.ts";
import type { ImageLimits, Images } from "#server/services/images.ts";
import type { FileStorage } from "#server/services/storage/index.ts";

export const LOGO_FOLDER = "logos";
/** Where logos are served: /uploads/logos/<uuid>.webp. */
export const LOGO_URL_PREFIX = `/uploads/${LOGO_FOLDER}/`;
const LOGO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const LOGO_LIMITS: ImageLimits = {
  maxPixels: LOGO_MAX_PIXELS,
  tooLarge: () => imageMessages.logoTooLarge,
  unreadable: () => merchantMessages.logoUnreadable,
};
/** A logo nobody submitted within a day is removed. */
const UNUSED_LOGO_TTL_MS = 24 * 3_600_000;

/** The storage key behind one of our logo URLs, or null for any other URL. */
export function logoKeyFromUrl(url: string, publicUrl: string): string | null {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(LOGO_URL_PREFIX)) return null;
  const file = path.slice(LOGO_URL_PREFIX.length);
  return LOGO_FILE.test(file) ? `${LOGO_FOLDER}/${file}` : null;
}

export const logoUrlOf = (key: string) => `/uploads/${key}`;

/** The file name part of a logo URL's path, if it is one of ours in form. */
export const isLogoFileName = (name: string) => LOGO_FILE.test(name);

/**
 * Decodes any accepted image (first frame of an animation) and re-encodes it as WebP, at most 512 px.
 * The file (at most LOGO_MAX_BYTES, cut by the upload) is read whole first, so a slow client never
 * holds one of the few decoding slots.
 */
export async function reencodeLogo(images: Images, body: Readable): Promise<Buffer> {
  const input = Buffer.concat(await body.toArray());
  return images.transform(input, LOGO_LIMITS, {
    encodedPixels: LOGO_MAX_PX * LOGO_MAX_PX,
    make: (image) =>
      image
        .rotate()
        .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85, alphaQuality: 100, effort: 4 })
        .toBuffer(),
  });
}

export function createLogos(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;
  return {
    /** Stores a re-encoded logo and answers its key. */
    async store(webp: Buffer): Promise<string> {
      const key = `${LOGO_FOLDER}/${randomUUID()}.webp`;
      await storage.put(key, Readable.from([webp]), "image/webp");
      try {
        await db
          .insert(uploadedLogos)
          .values({ storageKey: key, sizeBytes: webp.length, createdAt: clock.now() });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      return key;
    },

    /** Whether `key` is a logo we stored (and still hold). */
    async exists(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: uploadedLogos.storageKey })
        .from(uploadedLogos)
        .where(eq(uploadedLogos.storageKey, key));
      return Boolean(row);
    },

    /** Removes logos uploaded more than a day ago that no request or offer names (forms left unsent). */
    async removeUnused(limit = 50): Promise<number> {
      const before = new Date(clock.now().getTime() - UNUSED_LOGO_TTL_MS);
      const unused = db
        .select({ key: uploadedLogos.storageKey })
        .from(uploadedLogos)
        .where(
          and(
            lt(uploadedLogos.createdAt, before),
            notExists(
              db
                .select({ one: partnershipRequests.id })
                .from(partnershipRequests)
                .where(eq(partnershipRequests.logoKey, uploadedLogos.storageKey)),
            ),
            // Staff may set an uploaded logo on an offer directly (the console's offer form).
            notExists(
              db
                .select({ one: offers.id })
                .from(offers)
                // logoUrlOf(key), written in SQL with the outer row's key.
                .where(eq(offers.logoUrl, sql`'/uploads/' || "uploaded_logos"."storage_key"`)),
            ),
          ),
        )
        .limit(limit);
      const removed = await db
        .delete(uploadedLogos)
        .where(inArray(uploadedLogos.storageKey, unused))
        .returning({ key: uploadedLogos.storageKey });
      for (const { key } of removed) await storage.delete(key);
      return removed.length;
    },

    /** Forgets a logo and deletes its file (an upload whose request failed). */
    async remove(key: string): Promise<void> {
      await db.delete(uploadedLogos).where(eq(uploadedLogos.storageKey, key));
      await storage.delete(key);
    },

    get: (key: string) => storage.get(key),
  };
}

export type Logos = ReturnType<typeof createLogos>;
