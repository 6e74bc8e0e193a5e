// All image decoding goes through here. sharp runs on libuv's thread pool, which argon2 (password
// hashing) and file system calls share: one slow decode per pool thread and logins wait behind it.
// So every decode waits for a slot in one small queue, and has a time budget; the header is read
// first (it is a few bytes: no pixel is decoded) and an image too large on either side or in all
// is refused before any decoding starts.
import { availableParallelism } from "node:os";
import sharp, { type Sharp } from "sharp";
import { IMAGE_MAX_SIDE, imageMessages } from "@studentperks/contracts/images";
import { AppError } from "../lib/app-error.ts";
import { createWorkQueue, QueueBusyError, type WorkQueue } from "../lib/work-queue.ts";

/** What an image may be; no side may be longer than IMAGE_MAX_SIDE in any case. */
export interface ImageLimits {
  maxPixels: number;
  /** The 400 message when the image is over the limits (said when needed, in the request's language). */
  tooLarge: () => string;
  /**
   * The 400 message when the file is not a readable image. Left out for files that are only kept,
   * never decoded here: an unreadable header then passes, as the file did before this check.
   */
  unreadable?: () => string;
}

export interface ImageWorkOptions {
  /** Decodes at once (default: half the cores, at least 1), leaving the rest of the pool to others. */
  concurrency?: number;
  /** Decodes that may wait for a slot; more are answered 503 at once. */
  maxWaiting?: number;
  /** The longest a decode waits for a slot before it is answered 503. */
  maxWaitMs?: number;
  /** The time budget of one decode. */
  timeoutSeconds?: number;
}

export interface Images {
  /** Reads the header only; refuses an image over the limits (or unreadable, see ImageLimits). */
  checkSize(input: Buffer, limits: ImageLimits): Promise<void>;
  /** Checks the size, then decodes `input` through `steps` in the queue, within the time budget. */
  transform(input: Buffer, limits: ImageLimits, steps: (image: Sharp) => Sharp): Promise<Buffer>;
  readonly queue: WorkQueue;
}

export const defaultImageConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

/** Seconds a client told "busy" should wait before trying again. */
const BUSY_RETRY_SECONDS = 5;

export function createImages(options: ImageWorkOptions = {}): Images {
  const concurrency = options.concurrency ?? defaultImageConcurrency();
  const queue = createWorkQueue({
    concurrency,
    maxWaiting: options.maxWaiting ?? 4 * concurrency,
    maxWaitMs: options.maxWaitMs ?? 10_000,
  });
  const timeoutSeconds = options.timeoutSeconds ?? 10;

  async function checkSize(input: Buffer, limits: ImageLimits): Promise<void> {
    // The header alone; the pixel limit is checked here, with the real numbers, not by sharp.
    const meta = await sharp(input, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    // Animations: the size of one frame (only the first is decoded).
    const width = meta?.width ?? 0;
    const height = meta?.pageHeight ?? meta?.height ?? 0;
    if (width < 1 || height < 1) {
      if (limits.unreadable === undefined) return;
      throw new AppError(400, limits.unreadable(), "UNREADABLE_IMAGE");
    }
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > limits.maxPixels) {
      throw new AppError(400, limits.tooLarge(), "IMAGE_TOO_LARGE");
    }
  }

  return {
    queue,
    checkSize,
    async transform(input, limits, steps) {
      await checkSize(input, limits);
      try {
        return await queue.run(() =>
          steps(sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error" }))
            .timeout({ seconds: timeoutSeconds })
            .toBuffer(),
        );
      } catch (error) {
        if (error instanceof QueueBusyError) {
          throw new AppError(503, imageMessages.busy, "IMAGE_QUEUE_BUSY", {
            "retry-after": String(BUSY_RETRY_SECONDS),
          });
        }
        if (error instanceof Error && /timeout/i.test(error.message)) {
          throw new AppError(400, imageMessages.tooSlow, "IMAGE_TOO_SLOW");
        }
        throw new AppError(400, limits.unreadable?.() ?? imageMessages.unreadable, "UNREADABLE_IMAGE");
      }
    },
  };
}
