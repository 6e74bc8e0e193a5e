import { uploadForm } from "#web/lib/upload.ts";

/** POST /api/upload/logo (spec 001 §7): the server re-encodes the image and answers where it lives. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append("folder", "merchants");
  form.append("fileType", "logo");
  form.append("file", file);
  return uploadForm("/api/upload/logo", form, {
    response: () => import("@studentperks/contracts/merchants").then((c) => c.logoUploadAnswerSchema),
  });
}
