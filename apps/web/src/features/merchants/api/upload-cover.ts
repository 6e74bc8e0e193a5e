import { uploadForm } from "#web/lib/upload.ts";

/** POST /api/upload/cover (issue 20): as the logo's, and answers where the widest width lives. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.append("folder", "merchants");
  form.append("fileType", "cover");
  form.append("file", file);
  return uploadForm("/api/upload/cover", form, {
    response: () => import("@studentperks/contracts/merchants").then((c) => c.coverUploadAnswerSchema),
  });
}
