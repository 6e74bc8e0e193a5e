// POST /api/upload/logo (spec 001 §7) and /api/upload/cover (issue 20): the public picture uploads the
// partnership form and the staff console's offer editor both use. The server re-encodes the picture
// and answers where it lives (a cover's widest width). When it has no room for the picture yet, the
// upload waits and is sent again (lib/upload.ts); `onBusy` lets the page say it is still working.
import { uploadForm } from "./upload.ts";

export interface ImageUploadOptions {
  /** Called when the server is busy with other pictures and this one will be sent again after `waitMs`. */
  onBusy?: (waitMs: number) => void;
}

function uploadImage(kind: "logo" | "cover", file: File, options: ImageUploadOptions) {
  const form = new FormData();
  form.append("folder", "merchants");
  form.append("fileType", kind);
  form.append("file", file);
  return uploadForm(`POST /api/upload/${kind}`, form, options);
}

export const uploadLogo = (file: File, options: ImageUploadOptions = {}) =>
  uploadImage("logo", file, options);
export const uploadCover = (file: File, options: ImageUploadOptions = {}) =>
  uploadImage("cover", file, options);
