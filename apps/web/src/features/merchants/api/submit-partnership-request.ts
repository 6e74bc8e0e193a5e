import { useMutation } from "@tanstack/react-query";
import type { PartnershipRequestInput } from "@studentperks/contracts/merchants";
import { apiRequest } from "../../../lib/api-client.ts";
import { LogoUploadError } from "../lib/partnership-failure.ts";
import { toPartnershipRequest, type PartnershipFormOutput } from "../lib/partnership-form.ts";
import { uploadLogo } from "./upload-logo.ts";

/** POST /api/merchants/partnership-request (spec 001 §7). */
export function submitPartnershipRequest(request: PartnershipRequestInput) {
  return apiRequest("/api/merchants/partnership-request", {
    method: "POST",
    json: request,
    response: () => import("@studentperks/contracts/merchants").then((c) => c.partnershipRequestAnswerSchema),
  });
}

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
