import { useMutation } from "@tanstack/react-query";
import type { ContactInput, ContactSource } from "@studentperks/contracts/merchants";
import { apiRequest } from "../../../lib/api-client.ts";

export interface ContactMessage extends ContactInput {
  /** Which form wrote it: the merchants page and /contact-us have different rules. */
  source: ContactSource;
}

/** POST /api/contact (spec 001 §7). */
export function sendContactMessage(message: ContactMessage) {
  return apiRequest<{ message: string }>("/api/contact", { method: "POST", json: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
