import { useMutation } from "@tanstack/react-query";
import type { ContactRequestInput } from "@studentperks/contracts/merchants";
import { api } from "#web/lib/api-client.ts";

/** POST /api/contact (spec 001 §7); `source` says which form wrote it, as their rules differ. */
export function sendContactMessage(message: ContactRequestInput) {
  return api("POST /api/contact", { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
