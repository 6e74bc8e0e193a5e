import { useMutation } from "@tanstack/react-query";
import type { ContactRequestInput } from "@studentperks/contracts/merchants";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/contact (spec 001 §7); `source` says which form wrote it, as their rules differ. */
export function sendContactMessage(message: ContactRequestInput) {
  return apiRequest("/api/contact", {
    method: "POST",
    json: message,
    response: () => import("@studentperks/contracts/auth").then((c) => c.messageAnswerSchema),
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
