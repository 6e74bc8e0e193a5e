import { useMutation } from "@tanstack/react-query";
import { submitPartnershipRequest } from "../api/submit-partnership-request.ts";
import { uploadCover, uploadLogo } from "#web/lib/image-uploads.ts";
import { CoverUploadError, LogoUploadError } from "../lib/partnership-failure.ts";
import { toPartnershipRequest, type PartnershipFormOutput } from "../lib/partnership-form.ts";

/**
 * Spec 001 §7: upload the logo first, then the cover when one was chosen (issue 20); only when both
 * worked, send the request with their addresses.
 */
export async function submitPartnership(values: PartnershipFormOutput) {
  let logoUrl: string;
  try {
    ({ url: logoUrl } = await uploadLogo(values.logo));
  } catch (error) {
    throw new LogoUploadError(error);
  }
  let coverUrl: string | undefined;
  if (values.cover) {
    try {
      ({ url: coverUrl } = await uploadCover(values.cover));
    } catch (error) {
      throw new CoverUploadError(error);
    }
  }
  return submitPartnershipRequest(toPartnershipRequest(values, logoUrl, coverUrl));
}

export function useSubmitPartnership() {
  return useMutation({ mutationFn: submitPartnership });
}
