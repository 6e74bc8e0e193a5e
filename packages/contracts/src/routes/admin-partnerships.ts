// The staff console's partnership requests: read them, approve (a draft offer is made) or reject.
import { messageAnswerSchema } from "../auth.ts";
import { rejectionSchema } from "../admin/decisions.ts";
import {
  partnershipApprovalSchema,
  partnershipDetailSchema,
  partnershipIdParamsSchema,
  partnershipListQuerySchema,
  partnershipPageSchema,
} from "../admin/partnerships.ts";
import type { RouteTable } from "./declaration.ts";

const params = partnershipIdParamsSchema;

export const adminPartnershipsRoutes = {
  "GET /api/admin/partnerships": {
    summary: "Partnership requests by status, newest first, a page at a time",
    query: partnershipListQuerySchema,
    responses: { 200: partnershipPageSchema },
  },
  "GET /api/admin/partnerships/:id": {
    summary: "One partnership request in full",
    params,
    responses: { 200: partnershipDetailSchema },
  },
  "POST /api/admin/partnerships/:id/approve": {
    summary: "Approve a request: a draft offer is made from it",
    params,
    responses: { 201: partnershipApprovalSchema },
  },
  "POST /api/admin/partnerships/:id/reject": {
    summary: "Reject a request: its contact is told why",
    params,
    body: rejectionSchema,
    responses: { 200: messageAnswerSchema },
  },
} satisfies RouteTable;
