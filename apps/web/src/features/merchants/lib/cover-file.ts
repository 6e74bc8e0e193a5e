// The browser's first look at a chosen cover (issue 20), as at a logo: an image of a kind we take, at
// most 10 MB. The server decides again from the file's content.
import { COVER_MAX_BYTES, COVER_MIME_TYPES, merchantMessages } from "@studentperks/contracts/merchant-limits";

/** For the file input's `accept`. */
export const COVER_ACCEPT = COVER_MIME_TYPES.join(",");

/** Why this file cannot be the cover, or null when it can. */
export function coverFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(COVER_MIME_TYPES as readonly string[]).includes(file.type)) return merchantMessages.coverType;
  if (file.size > COVER_MAX_BYTES) return merchantMessages.coverTooLarge;
  return null;
}
