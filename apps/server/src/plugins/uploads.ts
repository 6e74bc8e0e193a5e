// Multipart uploads: the file is streamed into storage under a random key while its size is counted
// (the cap cuts the stream, it is never buffered whole) and its type is decided from its first bytes,
// whatever its name or declared type says. Anything that goes wrong leaves nothing stored.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import multipart, { type Multipart, type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { lazyMessages, t } from "../i18n/index.ts";
import { AppError } from "../lib/app-error.ts";
import type { FileStorage } from "../services/storage/index.ts";

/** Enough for file-type to recognise every format it knows. */
const SNIFF_BYTES = 4100;
// The connection is closed after an early refusal, so a client still sending is not read to the end.
const CLOSE = { connection: "close" };

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 100 },
  });
}

export const uploadMessages = lazyMessages({
  /** What a cut-off or malformed multipart body is answered (400: the client sent it). */
  malformed: "uploads.malformed",
  notMultipart: "uploads.notMultipart",
  oneFile: "uploads.oneFile",
  tooManyFields: "uploads.tooManyFields",
  unexpectedFile: (field: string) => t("uploads.unexpectedFile", { field }),
});

/** The 415 for a file upload that is not multipart/form-data. */
export const notMultipart = () => new AppError(415, uploadMessages.notMultipart, "NOT_MULTIPART");

/** The 400 for a file part other than the one expected, or a second file. */
export const unexpectedFile = (field: string) =>
  new AppError(400, uploadMessages.unexpectedFile(field), "UNEXPECTED_FILE");

/** The 400 for more than one file. */
export const tooManyFiles = () => new AppError(400, uploadMessages.oneFile, "TOO_MANY_FILES");

/**
 * A multipart body that cannot be parsed (cut off, no or a wrong boundary, broken part headers) is
 * the client's doing: busboy reports it with plain errors, which must not become a 500. Our own
 * refusals and the parser's limit errors (4xx already) pass through unchanged.
 */
export function asMalformedUpload(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error;
  return new AppError(400, uploadMessages.malformed, "MALFORMED_UPLOAD", CLOSE);
}

/**
 * The parts of a multipart request, one at a time. Every multipart route reads its body through this
 * (not request.parts() directly), so a broken body is a 400 everywhere; a file part's bytes are read
 * with fileChunks() or readWhole() for the same reason.
 */
export async function* multipartParts(
  request: FastifyRequest,
  options: { limits: { fileSize: number } },
): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts(options)[Symbol.asyncIterator]();
  } catch (error) {
    throw asMalformedUpload(error);
  }
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw asMalformedUpload(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await parts.return?.();
  }
}

/** The chunks of a file part; a body cut off inside the file is a 400 like any broken body. */
export async function* fileChunks(part: MultipartFile): AsyncGenerator<Buffer> {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw asMalformedUpload(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** All of a file part in memory (for small files whose cap is set in the limits: over it is a 413). */
export async function readWhole(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asMalformedUpload(error);
  }
}

export interface UploadRules {
  /** The form field that carries the file. */
  fileField: string;
  maxBytes: number;
  /** MIME types accepted, as decided from content. */
  accept: readonly string[];
  messages: { tooLarge: string; badType: string; missing: string };
}

export interface StoreRules extends UploadRules {
  storage: FileStorage;
  /** Folder of the key, e.g. "documents". */
  folder: string;
  /** Looks at the file before it is stored (throw to refuse it); answers the body to store. */
  inspect?: (file: SniffedFile) => Promise<Readable>;
}

export interface StoredUpload {
  key: string;
  contentType: string;
  size: number;
  /** The name the client gave, trimmed to something printable. */
  filename: string;
}

/** A file whose type is known from its first bytes; `body` yields all of it, those bytes included. */
export interface SniffedFile {
  mime: string;
  ext: string;
  body: Readable;
  filename: string;
}

/** What to do with an accepted file, and how to undo it if the rest of the request fails. */
export interface FileHandler<T> {
  keep(file: SniffedFile): Promise<T>;
  discard(kept: T): Promise<void>;
}

/** Reads a multipart request: its text fields, and its one file, stored as it is under `rules.folder`. */
export async function receiveUpload(
  request: FastifyRequest,
  rules: StoreRules,
): Promise<{ fields: Record<string, string>; file: StoredUpload }> {
  return receiveFile(request, rules, {
    async keep(file) {
      const body = rules.inspect ? await rules.inspect(file) : file.body;
      const key = `${rules.folder}/${randomUUID()}.${file.ext}`;
      const { size } = await rules.storage.put(key, body, file.mime);
      return { key, contentType: file.mime, size, filename: file.filename };
    },
    discard: (stored) => rules.storage.delete(stored.key),
  });
}

/** Reads a multipart request: its text fields, and its one file, given to `handler` once its type is known. */
export async function receiveFile<T>(
  request: FastifyRequest,
  rules: UploadRules,
  handler: FileHandler<T>,
): Promise<{ fields: Record<string, string>; file: T }> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: { kept: T } | null = null;
  try {
    for await (const part of multipartParts(request, { limits: { fileSize: rules.maxBytes } })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
      } else if (part.fieldname !== rules.fileField || file) {
        part.file.resume();
        throw unexpectedFile(part.fieldname);
      } else {
        file = { kept: await keepFile(part, rules, handler) };
      }
    }
  } catch (error) {
    if (file) await handler.discard(file.kept);
    throw asUploadError(error, rules);
  }
  if (!file) throw new AppError(400, rules.messages.missing, "NO_FILE");
  return { fields, file: file.kept };
}

async function keepFile<T>(part: MultipartFile, rules: UploadRules, handler: FileHandler<T>): Promise<T> {
  const chunks = fileChunks(part);
  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const type = await fileTypeFromBuffer(Buffer.concat(head));
  if (!type || !rules.accept.includes(type.mime)) {
    part.file.resume();
    throw new AppError(415, rules.messages.badType, "UNSUPPORTED_TYPE", CLOSE);
  }
  const body = Readable.from(
    (async function* () {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
  let kept: T;
  try {
    kept = await handler.keep({
      mime: type.mime,
      ext: type.ext,
      body,
      filename: printableName(part.filename),
    });
  } catch (error) {
    // A handler that reads the file (an image decoder) fails on a cut-off file: the cap is the cause.
    if (part.file.truncated) throw tooLarge(rules);
    throw error;
  }
  // The size cap ends the stream early and marks it truncated: what was kept is not the file.
  if (part.file.truncated) {
    await handler.discard(kept);
    throw tooLarge(rules);
  }
  return kept;
}

const tooLarge = (rules: UploadRules) => new AppError(413, rules.messages.tooLarge, "TOO_LARGE", CLOSE);

/** Multipart's own errors, in words a person can act on. */
function asUploadError(error: unknown, rules: UploadRules): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(rules);
  if (code === "FST_FILES_LIMIT") return tooManyFiles();
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new AppError(413, uploadMessages.tooManyFields, "TOO_MANY_FIELDS");
  }
  return error;
}

function printableName(name: string): string {
  return name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200);
}
