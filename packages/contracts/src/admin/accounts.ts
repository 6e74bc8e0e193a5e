// The console's Accounts screen (issue 38): staff find a student's account by its e-mail and carry out,
// for a person who wrote to support, what the student can do in their dashboard: download their data,
// or delete their account.
import * as z from "zod";
import { emailSchema } from "../account-fields.ts";
import { ROLES } from "../auth.ts";
import { CONSENT_CHANNELS } from "../consent.ts";
import { uuidId } from "../ids.ts";
import { answerText, line } from "../text.ts";
import { SHOWN_VERIFICATION_STATUSES } from "../verification-status.ts";

/** GET /api/admin/accounts?email= */
export const accountLookupQuerySchema = z.object({ email: emailSchema });

/** A marketing channel's current choice, and when it was made (null: never asked). */
const consentStateSchema = z.object({ given: z.boolean(), since: answerText().nullable() });

export const adminAccountSchema = z.object({
  id: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  email: answerText(),
  role: z.enum(ROLES),
  createdAt: answerText(),
  /** The student's verification as the dashboard shows it; null when never started. */
  verification: z
    .object({ status: z.enum(SHOWN_VERIFICATION_STATUSES), institution: answerText().nullable() })
    .nullable(),
  /** Marketing consent as the student's dashboard shows it. */
  marketing: z.object({ email: consentStateSchema, whatsapp: consentStateSchema }),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountAnswerSchema = z.object({ account: adminAccountSchema });

export const adminAccountParamsSchema = z.object({ id: uuidId() });

/** POST /api/admin/accounts/:id/delete: the account's e-mail typed again, as the student types it. */
export const adminAccountDeleteSchema = z.object({ confirmation: line().trim().max(254) });

/**
 * POST /api/admin/accounts/:id/withdraw-consent: staff withdraw a channel's marketing consent for a
 * person who asked support. Withdrawal only (strict: no "given" slips through): consent is given by
 * the person, in their own dashboard.
 */
export const adminConsentWithdrawSchema = z.strictObject({ channel: z.enum(CONSENT_CHANNELS) });
