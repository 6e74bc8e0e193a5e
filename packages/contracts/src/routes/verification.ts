// /api/students/verify*: student e-mail codes and document uploads.
import { userAnswerSchema } from "../auth.ts";
import {
  documentUploadAnswerSchema,
  studentEmailAnswerSchemas,
  verificationAnswerSchema,
  verifyStudentEmailSchema,
  verifyStudentOtpSchema,
} from "../verification.ts";
import type { RouteTable } from "./declaration.ts";

export const verificationRoutes = {
  "GET /api/students/verify": {
    summary: "The student's verification now",
    responses: { 200: verificationAnswerSchema },
  },
  "POST /api/students/verify": {
    summary: "Verify by student e-mail: a code is mailed to it (202: its domain waits for staff)",
    body: verifyStudentEmailSchema,
    responses: studentEmailAnswerSchemas,
  },
  "POST /api/students/verify-otp": {
    summary: "Enter the code mailed to the student e-mail",
    body: verifyStudentOtpSchema,
    responses: { 200: userAnswerSchema },
  },
  // A multipart form (config.multipartForm), read by the route rather than by zod.
  "POST /api/students/verify-document": {
    summary: "Verify by document: upload a student card, letter or ID for staff to review",
    responses: { 201: documentUploadAnswerSchema },
  },
} satisfies RouteTable;
