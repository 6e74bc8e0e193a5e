// Offer covers (issue 20), kept as logos are: decoded and re-encoded (which drops metadata and anything
// hidden in the original), stored publicly at each width, and remembered so a partnership request or
// an offer can only name a cover we made. One cover is the stem covers/<uuid>; its widths are
// covers/<uuid>-400.webp, -800 and -1200, served at /uploads/covers/<uuid>-<width>.webp.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { COVER_WIDTH, COVER_WIDTHS, UPLOADED_COVER_PREFIX } from "@studentperks/contracts/covers";
import { COVER_MAX_PIXELS, imageMessages } from "@studentperks/contracts/images";
import { merchantMessages } from "@studentperks/contracts/merchants";
import type { Db } from "#server/db/client.ts";
import { offers, partnershipRequests, uploadedCovers } from "#server/db/schema.ts";
import { coverFileName, encodeCover, type CoverFiles } from "#server/lib/cover-files.ts";
import type { Clock } from "#server/services/clock.ts";
import type { ImageLimits, Images } from "#server/services/images.ts";
import type { FileStorage } from "#server/services/storage/index.ts";

export const COVER_FOLDER = "covers";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A served file: one width of one cover. */
const COVER_FILE = new RegExp(`^${UUID}-(${COVER_WIDTHS.join("|")})\\.webp$`);
/** The address a request or an offer names: the widest file. */
const COVER_URL_FILE = new RegExp(`^(${UUID})-${COVER_WIDTH}\\.webp$`);
const COVER_LIMITS: ImageLimits = {
  maxPixels: COVER_MAX_PIXELS,
  tooLarge: () => imageMessages.coverTooLarge,
  unreadable: () => merchantMessages.coverUnreadable,
};
/** A cover nobody submitted within a day is removed, as a logo is. */
const UNUSED_COVER_TTL_MS = 24 * 3_600_000;

/** The stem (covers/<uuid>) behind one of our cover URLs, or null for any other URL. */
export function coverKeyFromUrl(url: string, publicUrl: string): string | null {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(UPLOADED_COVER_PREFIX)) return null;
  const id = COVER_URL_FILE.exec(path.slice(UPLOADED_COVER_PREFIX.length))?.[1];
  return id ? `${COVER_FOLDER}/${id}` : null;
}

/** The URL a cover is named by: its widest file. */
export const coverUrlOf = (key: string) => `/uploads/${coverFileName(key, COVER_WIDTH)}`;

/** The file name part of a cover URL's path, if it is one of ours in form (any width). */
export const isCoverFileName = (name: string) => COVER_FILE.test(name);

/** Reads the whole upload (at most COVER_MAX_BYTES, cut by the upload), then makes every width. */
export async function reencodeCover(images: Images, body: Readable): Promise<CoverFiles> {
  return encodeCover(images, Buffer.concat(await body.toArray()), COVER_LIMITS);
}

export function createCovers(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const deleteFiles = (key: string) =>
    Promise.all(COVER_WIDTHS.map((width) => storage.delete(coverFileName(key, width))));

  return {
    /** Stores every width of a re-encoded cover and answers its key; nothing is left if one fails. */
    async store(files: CoverFiles): Promise<string> {
      const key = `${COVER_FOLDER}/${randomUUID()}`;
      let sizeBytes = 0;
      try {
        for (const [width, webp] of files) {
          await storage.put(coverFileName(key, width), Readable.from([webp]), "image/webp");
          sizeBytes += webp.length;
        }
        await db.insert(uploadedCovers).values({ storageKey: key, sizeBytes, createdAt: clock.now() });
      } catch (error) {
        await deleteFiles(key);
        throw error;
      }
      return key;
    },

    /** Whether `key` is a cover we stored (and still hold). */
    async exists(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: uploadedCovers.storageKey })
        .from(uploadedCovers)
        .where(eq(uploadedCovers.storageKey, key));
      return Boolean(row);
    },

    /** Removes covers uploaded more than a day ago that no request or offer names (forms left unsent). */
    async removeUnused(limit = 50): Promise<number> {
      const before = new Date(clock.now().getTime() - UNUSED_COVER_TTL_MS);
      const unused = db
        .select({ key: uploadedCovers.storageKey })
        .from(uploadedCovers)
        .where(
          and(
            lt(uploadedCovers.createdAt, before),
            notExists(
              db
                .select({ one: partnershipRequests.id })
                .from(partnershipRequests)
                .where(eq(partnershipRequests.coverKey, uploadedCovers.storageKey)),
            ),
            // Staff set uploaded covers on offers directly (the console's offer form).
            notExists(
              db
                .select({ one: offers.id })
                .from(offers)
                // coverUrlOf(key), written in SQL with the outer row's key.
                .where(
                  eq(
                    offers.coverUrl,
                    sql`'/uploads/' || "uploaded_covers"."storage_key" || ${`-${COVER_WIDTH}.webp`}`,
                  ),
                ),
            ),
          ),
        )
        .limit(limit);
      const removed = await db
        .delete(uploadedCovers)
        .where(inArray(uploadedCovers.storageKey, unused))
        .returning({ key: uploadedCovers.storageKey });
      for (const { key } of removed) await deleteFiles(key);
      return removed.length;
    },

    /** Forgets a cover and deletes its files (an upload whose request failed). */
    async remove(key: string): Promise<void> {
      await db.delete(uploadedCovers).where(eq(uploadedCovers.storageKey, key));
      await deleteFiles(key);
    },

    /** One width's file, by its served name (<uuid>-<width>.webp). */
    get: (fileName: string) => storage.get(`${COVER_FOLDER}/${fileName}`),
  };
}

export type Covers = ReturnType<typeof createCovers>;
