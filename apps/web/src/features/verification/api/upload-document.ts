import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentFields } from "@studentperks/contracts/verification";
import { uploadForm } from "#web/lib/upload.ts";

/** The document file and the text fields that travel beside it. */
export type DocumentUpload = DocumentFields & { document: File };

/** POST /api/students/verify-document (multipart; spec 000 §7), reporting progress from 0 to 1. */
export function uploadDocument(upload: DocumentUpload, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("document", upload.document);
  form.append("documentType", upload.documentType);
  form.append("institution", upload.institution);
  return uploadForm("POST /api/students/verify-document", form, { onProgress });
}

/** The upload and how far it has got; the student's status changes, so cached reads are refreshed. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (upload: DocumentUpload) => {
      setProgress(0);
      return uploadDocument(upload, setProgress);
    },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  return { ...mutation, progress };
}
