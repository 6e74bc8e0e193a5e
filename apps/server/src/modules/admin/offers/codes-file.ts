// Reading an uploaded CSV of codes: one multipart file of at most 1 MB, judged by its content (UTF-8
// text without control characters), whatever type the browser declared.
import type { FastifyRequest } from "fastify";
import { CODES_FILE_MAX_BYTES, codesFileMessages } from "@studentperks/contracts/admin/offers";
import { AppError } from "#server/lib/app-error.ts";
import { multipartParts, readWhole, tooManyFiles, unexpectedFile } from "#server/plugins/uploads.ts";

const FILE_FIELD = "file";
// Tabs and line ends are fine; NUL and other control characters mean a binary file.
const CONTROL = /[^\P{Cc}\t\n\r]/u;

export async function receiveCodesFile(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new AppError(415, codesFileMessages.missing, "NOT_MULTIPART");
  let bytes: Buffer | null = null;
  try {
    for await (const part of multipartParts(request, { limits: { fileSize: CODES_FILE_MAX_BYTES } })) {
      if (part.type === "field") continue;
      if (part.fieldname !== FILE_FIELD || bytes) {
        part.file.resume();
        throw unexpectedFile(part.fieldname);
      }
      bytes = await readWhole(part);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, codesFileMessages.tooLarge, "TOO_LARGE");
    if (code === "FST_FILES_LIMIT") throw tooManyFiles();
    throw error;
  }
  if (!bytes) throw new AppError(400, codesFileMessages.missing, "NO_FILE");
  return decodeText(bytes);
}

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(415, codesFileMessages.notText, "UNSUPPORTED_TYPE");
  }
  if (CONTROL.test(text)) throw new AppError(415, codesFileMessages.notText, "UNSUPPORTED_TYPE");
  return text;
}
