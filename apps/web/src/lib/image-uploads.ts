// POST /api/upload/logo (spec 001 §7) and /api/upload/cover (issue 20): the public picture uploads the
// partnership form and the staff console's offer editor both use. The server re-encodes the picture
// and answers where it lives (a cover's widest width).
import { uploadForm } from "./upload.ts";

function uploadImage(kind: "logo" | "cover", file: File) {
  const form = new FormData();
  form.append("folder", "merchants");
  form.append("fileType", kind);
  form.append("file", file);
  return uploadForm(`/api/upload/${kind}`, form, {
    response: () =>
      import("@studentperks/contracts/merchants").then((c) =>
        kind === "logo" ? c.logoUploadAnswerSchema : c.coverUploadAnswerSchema,
      ),
  });
}

export const uploadLogo = (file: File) => uploadImage("logo", file);
export const uploadCover = (file: File) => uploadImage("cover", file);
