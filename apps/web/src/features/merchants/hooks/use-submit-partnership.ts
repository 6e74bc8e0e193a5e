import { useMutation } from "@tanstack/react-query";
import { submitPartnershipRequest } from "../api/submit-partnership-request.ts";
import { uploadLogo } from "../api/upload-logo.ts";
import { LogoUploadError } from "../lib/partnership-failure.ts";
import { toPartnershipRequest, type PartnershipFormOutput } from "../lib/partnership-form.ts";

/** Spec 001 §7: upload the logo first; only when that worked, send the request with its address. */
export async function submitPartnership(values: PartnershipFormOutput) {
  let logoUrl: string;
  try {
    ({ url: logoUrl } = await uploadLogo(values.logo));
  } catch (error) {
    throw new LogoUploadError(error);
  }
  return submitPartnershipRequest(toPartnershipRequest(values, logoUrl));
}

export function useSubmitPartnership() {
  return useMutation({ mutationFn: submitPartnership });
}
