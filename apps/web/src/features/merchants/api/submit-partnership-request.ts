import type { PartnershipRequestInput } from "@studentperks/contracts/merchants";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/merchants/partnership-request (spec 001 §7); `logoUrl` is what uploadLogo answered. */
export function submitPartnershipRequest(request: PartnershipRequestInput) {
  return apiRequest("/api/merchants/partnership-request", {
    method: "POST",
    json: request,
    response: () => import("@studentperks/contracts/merchants").then((c) => c.partnershipRequestAnswerSchema),
  });
}
