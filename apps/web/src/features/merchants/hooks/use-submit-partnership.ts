import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { submitPartnershipRequest } from "../api/submit-partnership-request.ts";
import { uploadCover, uploadLogo, type ImageUploadOptions } from "#web/lib/image-uploads.ts";
import { CoverUploadError, LogoUploadError } from "../lib/partnership-failure.ts";
import { toPartnershipRequest, type PartnershipFormOutput } from "../lib/partnership-form.ts";

/**
 * Spec 001 §7: upload the logo first, then the cover when one was chosen (issue 20); only when both
 * worked, send the request with their addresses. A picture the server has no room for yet is sent
 * again after its wait; `uploads.onBusy` hears of each wait.
 */
export async function submitPartnership(values: PartnershipFormOutput, uploads: ImageUploadOptions = {}) {
  let logoUrl: string;
  try {
    ({ url: logoUrl } = await uploadLogo(values.logo, uploads));
  } catch (error) {
    throw new LogoUploadError(error);
  }
  let coverUrl: string | undefined;
  if (values.cover) {
    try {
      ({ url: coverUrl } = await uploadCover(values.cover, uploads));
    } catch (error) {
      throw new CoverUploadError(error);
    }
  }
  return submitPartnershipRequest(toPartnershipRequest(values, logoUrl, coverUrl));
}

/** The submission, and whether it is waiting for the server to have room for its pictures. */
export function useSubmitPartnership() {
  const [waitingForRoom, setWaitingForRoom] = useState(false);
  const submit = useMutation({
    mutationFn: (values: PartnershipFormOutput) =>
      submitPartnership(values, { onBusy: () => setWaitingForRoom(true) }),
    onSettled: () => setWaitingForRoom(false),
  });
  return { submit, waitingForRoom };
}
