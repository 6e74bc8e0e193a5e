// /api/auth/*: thin HTTP layer over the auth and password-reset services.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  codeAlreadySentMessages,
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
} from "@studentperks/contracts/auth";
import {
  byIp,
  createIntervalGate,
  createLimiter,
  limitRequests,
  type Limit,
} from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { PasswordReset } from "./password-reset.ts";
import { toPublicUser } from "./public-user.ts";
import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS, CODES_PER_HOUR } from "#server/lib/one-time-codes.ts";
import { RESET_COOKIE, RESET_WINDOW_MS, resetMessages } from "./reset-rules.ts";
import type { AuthService } from "./service.ts";
import { type LoginUnlock, UNLOCK_COOKIE, unlockMessages } from "./login-unlock.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./trusted-devices.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The e-mail in the (already validated) body, as the counter key for per-account limits. */
const byBodyEmail = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? normaliseEmail(email) : null;
};

const ip = (name: string, max: number, windowMs: number): Limit => ({
  name: `${name}:ip`,
  max,
  windowMs,
  key: byIp,
});
const account = (name: string, max: number, windowMs: number): Limit => ({
  name: `${name}:email`,
  max,
  windowMs,
  key: byBodyEmail,
});
const perUser = (name: string, max: number, windowMs: number): Limit => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request) => request.session?.userId ?? null,
});

export interface AuthRoutesOptions {
  auth: AuthService;
  reset: PasswordReset;
  unlock: LoginUnlock;
  sessions: SessionManager;
  clock: Clock;
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, reset, unlock, sessions, clock, secureCookies } = options;
  const resetCookie = {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies,
    path: "/api/auth",
  } as const;
  // Read only by the login call, so it travels nowhere else.
  const deviceCookie = {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/api/auth/login",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  } as const;

  // The browser that asked for a sign-in code keeps what binds the code to it (login-unlock.ts).
  const unlockCookie = {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies,
    path: "/api/auth/login",
  } as const;
  // Per e-mail and address, never per e-mail alone: strangers elsewhere cannot use up the owner's asks.
  const unlockHourly = createLimiter(app, [
    {
      name: "unlock-hourly:email-ip",
      max: CODES_PER_HOUR,
      windowMs: HOUR,
      key: (request) => {
        const email = byBodyEmail(request);
        return email && `${email} ${byIp(request)}`;
      },
    },
  ]);

  // A second ask inside the minute is answered "already sent" (the first did the work), not refused.
  const resetResendGate = createIntervalGate(app, {
    name: "forgot-interval:email",
    windowMs: CODE_RESEND_INTERVAL_MS,
    key: byBodyEmail,
  });
  const resetHourly = createLimiter(app, [account("forgot-hourly", CODES_PER_HOUR, HOUR)]);

  app.post(
    "/api/auth/register",
    {
      schema: {
        summary: "Create a student account and sign in",
        body: registerSchema,
        response: { 201: userAnswerSchema },
      },
      config: { refusals: { 400: ["PASSWORD_REFUSED"], 409: ["EMAIL_TAKEN"] } },
      preHandler: limitRequests(app, [ip("register", 10, HOUR)]),
    },
    async (request, reply) => {
      const { user, profile } = await auth.register(request.body, request.locale);
      await sessions.start(request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user, profile, clock.now()) });
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in with e-mail and password",
        body: loginSchema,
        response: { 200: userAnswerSchema },
      },
      config: { refusals: { 401: ["INVALID_CREDENTIALS"], 429: ["ACCOUNT_THROTTLED"] } },
      // Every attempt from an address counts here; wrong passwords are counted by auth.login.
      preHandler: limitRequests(app, [ip("login", 30, 15 * MINUTE)]),
    },
    async (request, reply) => {
      const { user, profile, deviceToken } = await auth.login(request.body.email, request.body.password, {
        address: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      await sessions.start(request, reply, user.id);
      reply.setCookie(DEVICE_COOKIE, deviceToken, deviceCookie);
      return { user: toPublicUser(user, profile, clock.now()) };
    },
  );

  app.post(
    "/api/auth/login/unlock-code",
    {
      schema: {
        summary: "Mail a sign-in code bound to this browser (an account holds it back: ACCOUNT_THROTTLED)",
        body: loginUnlockCodeSchema,
        response: { 200: codeSentAnswerSchema },
      },
      preHandler: limitRequests(app, [ip("unlock-code", 20, HOUR)]),
    },
    async (request, reply) => {
      // A double click or a reload: the code this browser asked for a moment ago still works.
      const wait = unlock.secondsUntilResend(request.body.email, request.cookies[UNLOCK_COOKIE]);
      if (wait !== null) {
        return {
          message: codeAlreadySentMessages.reset(wait),
          resendInSeconds: wait,
          alreadySent: true as const,
        };
      }
      await unlockHourly(request);
      const cookie = unlock.request(request.body.email);
      reply.setCookie(UNLOCK_COOKIE, cookie, { ...unlockCookie, maxAge: CODE_TTL_MS / 1000 });
      return { message: unlockMessages.sent(), resendInSeconds: CODE_RESEND_INTERVAL_MS / 1000 };
    },
  );

  app.post(
    "/api/auth/login/unlock",
    {
      schema: {
        summary: "Enter the sign-in code in the browser that asked for it: it becomes a known device",
        body: loginUnlockSchema,
        response: { 200: messageAnswerSchema },
      },
      config: { refusals: { 400: ["INVALID_CODE", "TOO_MANY_TRIES"] } },
      preHandler: limitRequests(app, [ip("unlock", 30, 15 * MINUTE)]),
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      const deviceToken = await unlock.verify(email, request.cookies[UNLOCK_COOKIE], otp);
      reply.setCookie(DEVICE_COOKIE, deviceToken, deviceCookie);
      reply.clearCookie(UNLOCK_COOKIE, unlockCookie);
      return { message: unlockMessages.accepted };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { summary: "Sign out (ends this session)", response: { 204: z.undefined() } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/auth/user",
    {
      schema: { summary: "The signed-in account", response: { 200: userAnswerSchema } },
      preHandler: sessions.requireSession,
    },
    async (request, reply) => {
      const { user, profile } = await auth.currentUser(sessionOf(request).userId);
      return reply
        .header("cache-control", "no-store")
        .send({ user: toPublicUser(user, profile, clock.now()) });
    },
  );

  // The language switch: the account's e-mails follow it from the next one on.
  app.put(
    "/api/auth/locale",
    {
      schema: {
        summary: "Set the account's language (its e-mails follow it)",
        body: updateLocaleSchema,
        response: { 200: userAnswerSchema },
      },
      preValidation: sessions.requireSession,
      preHandler: limitRequests(app, [perUser("locale", 30, 15 * MINUTE)]),
    },
    async (request) => {
      const { user, profile } = await auth.setLocale(sessionOf(request).userId, request.body.locale);
      return { user: toPublicUser(user, profile, clock.now()) };
    },
  );

  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        summary: "Mail a password-reset code (the same answer whether or not the account exists)",
        body: forgotPasswordSchema,
        response: { 200: codeSentAnswerSchema },
      },
      // Counted per e-mail whether or not it has an account, so no answer reveals anything either.
      preHandler: limitRequests(app, [ip("forgot", 20, HOUR)]),
    },
    async (request) => {
      const wait = await resetResendGate(request);
      if (wait !== null) {
        return {
          message: codeAlreadySentMessages.reset(wait),
          resendInSeconds: wait,
          alreadySent: true as const,
        };
      }
      await resetHourly(request);
      reset.requestCode(request.body.email);
      return { message: resetMessages.sent, resendInSeconds: CODE_RESEND_INTERVAL_MS / 1000 };
    },
  );

  app.post(
    "/api/auth/verify-reset-otp",
    {
      schema: {
        summary: "Check a password-reset code (this browser may then reset the password)",
        body: verifyResetOtpSchema,
        response: { 200: messageAnswerSchema },
      },
      config: { refusals: { 400: ["INVALID_CODE", "TOO_MANY_TRIES"] } },
      preHandler: limitRequests(app, [
        ip("verify-reset", 30, 15 * MINUTE),
        account("verify-reset", 10, 15 * MINUTE),
      ]),
    },
    async (request, reply) => {
      const token = await reset.verifyCode(request.body.email, request.body.otp);
      reply.setCookie(RESET_COOKIE, token, { ...resetCookie, maxAge: RESET_WINDOW_MS / 1000 });
      return { message: resetMessages.verified };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        summary: "Set a new password after the code was checked in this browser",
        body: resetPasswordSchema,
        response: { 200: messageAnswerSchema },
      },
      config: { refusals: { 400: ["CODE_NOT_VERIFIED", "PASSWORD_REFUSED"] } },
      preHandler: limitRequests(app, [ip("reset", 20, HOUR)]),
    },
    async (request, reply) => {
      await reset.resetPassword(request.body.email, request.cookies[RESET_COOKIE], request.body.newPassword);
      reply.clearCookie(RESET_COOKIE, resetCookie);
      return { message: resetMessages.reset };
    },
  );
};
