// All image decoding goes through here. sharp runs on libuv's thread pool, which argon2 (password
// hashing) and file system calls share: one slow decode per pool thread and logins wait behind it.
// So every picture's work (its decode and all it makes from it) is one job in one small queue, which
// bounds the waiting by the pixels queued, not by a count, and each decode has a time budget; the
// header is read first (it is a few bytes: no pixel is decoded) and an image too large on either side
// or in all is refused before any decoding starts.
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
  /** Jobs at once (default: half the cores, at least 1), leaving the rest of the pool to others. */
  concurrency?: number;
  /** The longest a job may be expected to wait for a slot; one expected to wait longer is answered 503. */
  maxWaitMs?: number;
  /** How long a job may wait in fact before it is answered 503 (the queue's estimate was too low). */
  giveUpMs?: number;
  /** The time budget of one decode. */
  timeoutSeconds?: number;
}

/** What one job makes from a decoded image, and the pixels it encodes doing so (part of its cost). */
export interface ImageJob<T> {
  encodedPixels: number;
  make(image: Sharp): Promise<T>;
}

export interface Images {
  /** Reads the header only; refuses an image over the limits (or unreadable, see ImageLimits). */
  checkSize(input: Buffer, limits: ImageLimits): Promise<void>;
  /**
   * Checks the size, then decodes `input` and makes what `job` makes from it as one job in the queue,
   * the decode within the time budget: everything one picture needs takes one slot, once.
   */
  transform<T>(input: Buffer, limits: ImageLimits, job: ImageJob<T>): Promise<T>;
  /** Other image work (drawing a card) as one job in the queue; 503 when the queue is too full. */
  run<T>(work: { decodedPixels: number; encodedPixels: number }, task: () => Promise<T>): Promise<T>;
  readonly queue: WorkQueue;
}

export const defaultImageConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * The cost of an image job, in pixels decoded: encoding a pixel (WebP, PNG) takes about 16 times as
 * long as decoding one (sharp on this project's 2-core machines: decoding with the resize 5-23 ms a
 * megapixel, WebP encoding 200-250), so a cover costs about the same whatever the photo's size.
 */
const ENCODE_WEIGHT = 16;
const costOf = ({ decodedPixels, encodedPixels }: { decodedPixels: number; encodedPixels: number }) =>
  decodedPixels + ENCODE_WEIGHT * encodedPixels;
/**
 * A unit's time until jobs have been timed: measured about 11 ns here with nothing else running, so
 * twice that. Ten 24-megapixel covers at once are then expected to take about 9 s: within the wait.
 */
const INITIAL_MS_PER_UNIT = 20e-6;

/** Seconds a client told "busy" may be asked to wait before trying again. */
const BUSY_RETRY_MAX_SECONDS = 30;

function busy(error: QueueBusyError): AppError {
  const seconds = Math.min(BUSY_RETRY_MAX_SECONDS, Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
  return new AppError(503, imageMessages.busy, "IMAGE_QUEUE_BUSY", { "retry-after": String(seconds) });
}

/** Whether `error` is the image queue's 503 (work that must not be mistaken for a broken image). */
export const isImageQueueBusy = (error: unknown) =>
  error instanceof AppError && error.code === "IMAGE_QUEUE_BUSY";

export function createImages(options: ImageWorkOptions = {}): Images {
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const queue = createWorkQueue({
    concurrency: options.concurrency ?? defaultImageConcurrency(),
    maxWaitMs,
    giveUpMs: options.giveUpMs ?? 3 * maxWaitMs,
    initialMsPerUnit: INITIAL_MS_PER_UNIT,
  });
  const timeoutSeconds = options.timeoutSeconds ?? 10;

  /** The pixels of the first frame; 0 for an unreadable image that the limits let pass. */
  async function pixelsOf(input: Buffer, limits: ImageLimits): Promise<number> {
    // The header alone; the pixel limit is checked here, with the real numbers, not by sharp.
    const meta = await sharp(input, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    // Animations: the size of one frame (only the first is decoded).
    const width = meta?.width ?? 0;
    const height = meta?.pageHeight ?? meta?.height ?? 0;
    if (width < 1 || height < 1) {
      if (limits.unreadable === undefined) return 0;
      throw new AppError(400, limits.unreadable(), "UNREADABLE_IMAGE");
    }
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > limits.maxPixels) {
      throw new AppError(400, limits.tooLarge(), "IMAGE_TOO_LARGE");
    }
    return width * height;
  }

  async function run<T>(
    work: { decodedPixels: number; encodedPixels: number },
    task: () => Promise<T>,
  ): Promise<T> {
    try {
      return await queue.run(costOf(work), task);
    } catch (error) {
      throw error instanceof QueueBusyError ? busy(error) : error;
    }
  }

  return {
    queue,
    checkSize: async (input, limits) => void (await pixelsOf(input, limits)),
    run,
    async transform(input, limits, job) {
      const decodedPixels = await pixelsOf(input, limits);
      try {
        return await run({ decodedPixels, encodedPixels: job.encodedPixels }, () =>
          job.make(
            sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error" }).timeout({
              seconds: timeoutSeconds,
            }),
          ),
        );
      } catch (error) {
        if (isImageQueueBusy(error)) throw error;
        if (error instanceof Error && /timeout/i.test(error.message)) {
          throw new AppError(400, imageMessages.tooSlow, "IMAGE_TOO_SLOW");
        }
        throw new AppError(400, limits.unreadable?.() ?? imageMessages.unreadable, "UNREADABLE_IMAGE");
      }
    },
  };
}
