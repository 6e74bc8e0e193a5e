// "Delete my account" (issue 38): the password and, as the typed confirmation, the account's own
// e-mail address (the same in every language, and a deliberate step nobody takes by accident).
import * as z from "zod";
import { authMessages, EMAIL_MAX, PASSWORD_MAX } from "./account-fields.ts";
import { lazyMessages } from "./i18n/messages.ts";
import { secretLine } from "./text.ts";

export const accountDeletionMessages = lazyMessages({
  confirmation: "accountDeletion.confirmation",
  mismatch: "accountDeletion.mismatch",
});

/** POST /api/students/delete-account. */
export const accountDeletionRequestSchema = z.object({
  currentPassword: secretLine()
    .min(1, { error: () => authMessages.currentPassword })
    .max(PASSWORD_MAX),
  confirmation: secretLine()
    .trim()
    .min(1, { error: () => accountDeletionMessages.confirmation })
    .max(EMAIL_MAX),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;
