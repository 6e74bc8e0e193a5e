// The browser's first look at a chosen photo: a picture type by name or declared type, at most 5 MB.
// The server decides again from the file's content.
import {
  CARD_PHOTO_EXTENSIONS,
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_MIME_TYPES,
} from "@studentperks/contracts/card-photo";

/** For the file input's `accept`. */
export const CARD_PHOTO_ACCEPT = [
  ...CARD_PHOTO_MIME_TYPES,
  ...CARD_PHOTO_EXTENSIONS.map((ext) => `.${ext}`),
].join(",");

export function checkCardPhotoFile(file: Pick<File, "name" | "type" | "size">): "type" | "size" | null {
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  const typeOk =
    (CARD_PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ||
    (CARD_PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return "type";
  return file.size > CARD_PHOTO_MAX_BYTES ? "size" : null;
}
