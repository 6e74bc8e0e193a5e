import type { PartnershipRequestInput } from "@studentperks/contracts/merchants";
import { api } from "#web/lib/api-client.ts";

/** POST /api/merchants/partnership-request (spec 001 §7); `logoUrl` is what uploadLogo answered. */
export function submitPartnershipRequest(request: PartnershipRequestInput) {
  return api("POST /api/merchants/partnership-request", { body: request });
}
