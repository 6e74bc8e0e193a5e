// Brands asking to partner (their logo and cover uploaded first), messages to the team.
import { messageAnswerSchema } from "../auth.ts";
import {
  contactBodySchema,
  coverUploadAnswerSchema,
  logoUploadAnswerSchema,
  partnershipRequestAnswerSchema,
  partnershipRequestSchema,
} from "../merchants.ts";
import type { RouteTable } from "./declaration.ts";

export const merchantsRoutes = {
  "POST /api/merchants/partnership-request": {
    summary: "Send a brand's partnership request (the logo and cover uploaded first)",
    body: partnershipRequestSchema,
    responses: { 201: partnershipRequestAnswerSchema },
  },
  // Multipart forms (config.multipartForm), read by their routes rather than by zod.
  "POST /api/upload/logo": {
    summary: "Upload a brand's logo for a partnership request",
    responses: { 201: logoUploadAnswerSchema },
  },
  "POST /api/upload/cover": {
    summary: "Upload a brand's cover for a partnership request",
    responses: { 201: coverUploadAnswerSchema },
  },
  "POST /api/contact": {
    summary: "Send a message to the team",
    body: contactBodySchema,
    responses: { 201: messageAnswerSchema },
  },
} satisfies RouteTable;
