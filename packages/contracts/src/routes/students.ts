// /api/students/profile, /change-password, /email-change, /export and /delete-account: the signed-in student's own account.
import { changePasswordSchema, messageAnswerSchema } from "../auth.ts";
import {
  createProfileSchema,
  emailChangeConfirmSchema,
  emailChangeRequestAnswerSchema,
  emailChangeRequestSchema,
  studentAnswerSchema,
  updateProfileSchema,
} from "../students.ts";
import { dataExportRequestSchema } from "../data-export.ts";
import { accountDeletionRequestSchema } from "../account-deletion.ts";
import type { RouteTable } from "./declaration.ts";

export const studentsRoutes = {
  "GET /api/students/profile": {
    summary: "The student's profile",
    responses: { 200: studentAnswerSchema },
  },
  "POST /api/students/profile": {
    summary: "Start the student's profile (200 when it already exists)",
    body: createProfileSchema,
    responses: { 200: studentAnswerSchema, 201: studentAnswerSchema },
  },
  "PATCH /api/students/profile": {
    summary: "Edit the student's names, phone and marketing choices",
    body: updateProfileSchema,
    responses: { 200: studentAnswerSchema },
  },
  "POST /api/students/change-password": {
    summary: "Change the password (other sessions end)",
    body: changePasswordSchema,
    responses: { 200: messageAnswerSchema },
  },
  "POST /api/students/email-change": {
    summary: "Ask to change the login e-mail: a code goes to the new address",
    body: emailChangeRequestSchema,
    responses: { 200: emailChangeRequestAnswerSchema },
  },
  "POST /api/students/email-change/confirm": {
    summary: "Confirm the new login e-mail with its code",
    body: emailChangeConfirmSchema,
    responses: { 200: studentAnswerSchema },
  },
  // A ZIP file (config.fileAnswer), saved by the browser.
  "POST /api/students/export": {
    summary: "Download my data: a ZIP of everything kept about the student, after their password",
    body: dataExportRequestSchema,
    responses: {},
  },
  "POST /api/students/delete-account": {
    summary: "Delete my account: personal data erased, files removed, every session ended",
    body: accountDeletionRequestSchema,
    responses: { 200: messageAnswerSchema },
  },
} satisfies RouteTable;
