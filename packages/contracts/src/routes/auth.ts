// /api/auth/*: registration, sign-in and sign-out, password reset, the current user.
import {
  codeSentAnswerSchema,
  forgotPasswordSchema,
  loginSchema,
  loginUnlockCodeSchema,
  loginUnlockSchema,
  messageAnswerSchema,
  registerSchema,
  resetPasswordSchema,
  updateLocaleSchema,
  userAnswerSchema,
  verifyResetOtpSchema,
} from "../auth.ts";
import type { RouteTable } from "./declaration.ts";

export const authRoutes = {
  "POST /api/auth/register": {
    summary: "Create a student account and sign in",
    body: registerSchema,
    responses: { 201: userAnswerSchema },
  },
  "POST /api/auth/login": {
    summary: "Sign in with e-mail and password",
    body: loginSchema,
    responses: { 200: userAnswerSchema },
  },
  "POST /api/auth/login/unlock-code": {
    summary: "Mail a sign-in code bound to this browser (an account holds it back: ACCOUNT_THROTTLED)",
    body: loginUnlockCodeSchema,
    responses: { 200: codeSentAnswerSchema },
  },
  "POST /api/auth/login/unlock": {
    summary: "Enter the sign-in code in the browser that asked for it: it becomes a known device",
    body: loginUnlockSchema,
    responses: { 200: messageAnswerSchema },
  },
  "POST /api/auth/logout": {
    summary: "Sign out (ends this session)",
    responses: { 204: null },
  },
  "GET /api/auth/user": {
    summary: "The signed-in account",
    responses: { 200: userAnswerSchema },
  },
  "PUT /api/auth/locale": {
    summary: "Set the account's language (its e-mails follow it)",
    body: updateLocaleSchema,
    responses: { 200: userAnswerSchema },
  },
  "POST /api/auth/forgot-password": {
    summary: "Mail a password-reset code (the same answer whether or not the account exists)",
    body: forgotPasswordSchema,
    responses: { 200: codeSentAnswerSchema },
  },
  "POST /api/auth/verify-reset-otp": {
    summary: "Check a password-reset code (this browser may then reset the password)",
    body: verifyResetOtpSchema,
    responses: { 200: messageAnswerSchema },
  },
  "POST /api/auth/reset-password": {
    summary: "Set a new password after the code was checked in this browser",
    body: resetPasswordSchema,
    responses: { 200: messageAnswerSchema },
  },
} satisfies RouteTable;
