// The browser's first look at a chosen document (spec 000 §5): type by name or declared type, size at
// most 5 MB. The server decides again from the file's content.
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
} from "@studentperks/contracts/verification";

/** For the file input's `accept`. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MIME_TYPES, ...DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ",",
);

export type DocumentFileProblem = "type" | "size";

export function checkDocumentFile(file: Pick<File, "name" | "type" | "size">): DocumentFileProblem | null {
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  const typeOk =
    (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) ||
    (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return "type";
  if (file.size > DOCUMENT_MAX_BYTES) return "size";
  return null;
}
