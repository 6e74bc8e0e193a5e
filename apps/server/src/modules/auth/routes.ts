// /api/auth/*: thin HTTP layer over the auth and password-reset services.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { codeAlreadySentMessages } from "@studentperks/contracts/auth";
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

  route(
    app,
    "POST /api/auth/register",
    {
      config: { refusals: { 400: ["PASSWORD_REFUSED"], 409: ["EMAIL_TAKEN"] } },
      preHandler: limitRequests(app, [ip("register", 10, HOUR)]),
    },
    async (request, reply) => {
      const { user, profile } = await auth.register(request.body, request.locale);
      await sessions.start(request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user, profile, clock.now()) });
    },
  );

  route(
    app,
    "POST /api/auth/login",
    {
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

  route(
    app,
    "POST /api/auth/login/unlock-code",
    {
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

  route(
    app,
    "POST /api/auth/login/unlock",
    {
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

  route(app, "POST /api/auth/logout", {}, async (request, reply) => {
    await sessions.end(request, reply);
    return reply.code(204).send();
  });

  route(
    app,
    "GET /api/auth/user",
    {
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
  route(
    app,
    "PUT /api/auth/locale",
    {
      preValidation: sessions.requireSession,
      preHandler: limitRequests(app, [perUser("locale", 30, 15 * MINUTE)]),
    },
    async (request) => {
      const { user, profile } = await auth.setLocale(sessionOf(request).userId, request.body.locale);
      return { user: toPublicUser(user, profile, clock.now()) };
    },
  );

  route(
    app,
    "POST /api/auth/forgot-password",
    {
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

  route(
    app,
    "POST /api/auth/verify-reset-otp",
    {
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

  route(
    app,
    "POST /api/auth/reset-password",
    {
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
