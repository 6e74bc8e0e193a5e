// The console's Accounts screen (issue 38): a student's data and deletion, carried out by staff.
import {
  accountLookupQuerySchema,
  adminAccountAnswerSchema,
  adminAccountDeleteSchema,
  adminAccountParamsSchema,
  adminConsentWithdrawSchema,
} from "../admin/accounts.ts";
import { answerText, messageAnswerSchema } from "../text.ts";
import type { RouteTable } from "./declaration.ts";

export const adminAccountsRoutes = {
  "GET /api/admin/accounts": {
    summary: "The account that uses an e-mail address",
    query: accountLookupQuerySchema,
    responses: { 200: adminAccountAnswerSchema },
  },
  // A ZIP file (config.fileAnswer): the student's own export, for a student who wrote to support.
  "POST /api/admin/accounts/:id/export": {
    summary: "A student's data as a ZIP, for a student who asked support",
    params: adminAccountParamsSchema,
    responses: {},
  },
  "POST /api/admin/accounts/:id/delete": {
    summary: "Delete a student's account for a student who asked support (the e-mail typed to confirm)",
    params: adminAccountParamsSchema,
    body: adminAccountDeleteSchema,
    responses: { 200: messageAnswerSchema },
  },
  "POST /api/admin/accounts/:id/withdraw-consent": {
    summary: "Withdraw a student's marketing consent on a channel, for a student who asked support",
    params: adminAccountParamsSchema,
    body: adminConsentWithdrawSchema,
    responses: { 200: adminAccountAnswerSchema.extend({ message: answerText() }) },
  },
} satisfies RouteTable;
