// The browser's first look at a chosen logo (spec 001 §5, §9): an image of a kind we take, at most
// 10 MB. The server decides again from the file's content.
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES, merchantMessages } from "@studentperks/contracts/merchant-limits";

/** For the file input's `accept`. */
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(",");

/** Why this file cannot be the logo, or null when it can. */
export function logoFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return merchantMessages.logoType;
  if (file.size > LOGO_MAX_BYTES) return merchantMessages.logoTooLarge;
  return null;
}
