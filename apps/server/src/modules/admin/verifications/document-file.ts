// The one way to see an uploaded document: staff only, from private storage, and only as one of the
// types uploads accept (decided from content at upload). Whatever else might be in storage is never
// served, so a stored file cannot become a page on our origin.
import { eq } from "drizzle-orm";
import { DOCUMENT_MIME_TYPES, type DocumentMimeType } from "@studentperks/contracts/verification";
import { RETENTION } from "#server/services/housekeeping/retention.ts";
import type { Db } from "#server/db/client.ts";
import { verificationDocuments } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { FileStorage, StoredFile } from "#server/services/storage/index.ts";
import { reviewMessages } from "./service.ts";

const EXTENSIONS: Record<DocumentMimeType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

// Chromium shows a PDF in a viewer page of its own that needs inline styles
// (https://issues.chromium.org/issues/343754409) and refuses to run in a sandboxed document
// (https://issues.chromium.org/issues/41131921), so a PDF gets no `sandbox`; it can run no script of
// ours either way (default-src 'none'). Images are shown in a sandboxed document: nothing to run.
const CSP_PDF = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const CSP_IMAGE =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export interface DocumentFile {
  file: StoredFile;
  headers: Record<string, string>;
}

export async function openDocumentFile(db: Db, storage: FileStorage, id: string): Promise<DocumentFile> {
  const [row] = await db
    .select({
      storageKey: verificationDocuments.storageKey,
      contentType: verificationDocuments.contentType,
      fileRemovedAt: verificationDocuments.fileRemovedAt,
    })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.id, id));
  if (!row) throw new AppError(404, reviewMessages.documentNotFound, "NOT_FOUND");
  if (row.fileRemovedAt) {
    throw new AppError(
      410,
      `This document's file was removed ${RETENTION.documentsAfterDecisionDays} days after the decision, as the privacy policy says.`,
      "FILE_REMOVED",
    );
  }
  if (!isDocumentType(row.contentType)) {
    throw new AppError(
      415,
      "This file is not of a type documents may have, so it is not shown.",
      "UNSUPPORTED_TYPE",
    );
  }
  const file = await storage.get(row.storageKey);
  if (!file) throw new AppError(404, "The document's file is missing from storage.", "FILE_MISSING");
  const isPdf = row.contentType === "application/pdf";
  return {
    file,
    headers: {
      "content-type": row.contentType,
      "content-length": String(file.size),
      // Our own name: the student's file name could carry anything.
      "content-disposition": `inline; filename="document-${id}.${EXTENSIONS[row.contentType]}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": isPdf ? CSP_PDF : CSP_IMAGE,
      // The console shows the file in a frame of its own page; nowhere else may frame it.
      "x-frame-options": "SAMEORIGIN",
    },
  };
}

function isDocumentType(type: string): type is DocumentMimeType {
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);
}

/** Stored documents as the routes see them: the db and the private storage are bound here. */
export function createDocumentFiles(db: Db, storage: FileStorage) {
  return { open: (id: string) => openDocumentFile(db, storage, id) };
}
export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
