// The card's photo (issue 35): sent with its progress, removed, and read back as the student's own
// (the file route answers whatever staff decided, so the student sees what they sent).
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { CARD_PHOTO_FIELD } from "@studentperks/contracts/card-photo";
import { api } from "#web/lib/api-client.ts";
import { uploadForm } from "#web/lib/upload.ts";

/** The student's own photo; `version` changes after each upload, so the page fetches the new one. */
export const ownCardPhotoUrl = (version: string) => `/api/card/photo?v=${encodeURIComponent(version)}`;

/** PUT /api/card/photo (multipart), reporting how much is sent from 0 to 1. */
export function useUploadCardPhoto() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append(CARD_PHOTO_FIELD, file);
      return uploadForm("PUT /api/card/photo", form, { onProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}

export const useRemoveCardPhoto = () => useMutation({ mutationFn: () => api("DELETE /api/card/photo") });
