// Who is calling: a random 256-bit token in an HttpOnly cookie, stored as a SHA-256 in `sessions`,
// with an idle and an absolute expiry. Routes that need a signed-in user add `requireSession`; the
// rest of the app (the public catalogue) never touches the sessions table.
import cookie from "@fastify/cookie";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Db } from "../db/client.ts";
import type { Role } from "@studentperks/contracts/auth";
import { SIGNED_IN_COOKIE } from "@studentperks/contracts/session-hint";
import { sessions, users } from "../db/schema.ts";
import { lazyMessages } from "../i18n/index.ts";
import { AppError } from "../lib/app-error.ts";
import { sha256 } from "../lib/hashing.ts";
import { roughDevice } from "../lib/rough-device.ts";
import type { Clock } from "../services/clock.ts";
import type { Random } from "../services/random.ts";

import { SESSION_IDLE_MS } from "../services/session-lifetime.ts";

const DAY_MS = 86_400_000;
export { SESSION_IDLE_MS };
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** Staff can act on every account: an unattended staff browser is signed out sooner. */
export const STAFF_SESSION_IDLE_MS = 8 * 3_600_000;
/** last_seen_at is written at most this often, so busy sessions do not write on every call. */
const TOUCH_AFTER_MS = 10 * 60_000;

export interface Session {
  userId: string;
  tokenHash: string;
  role: Role;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireSession. */
    session: Session | null;
  }
}

export interface SessionManager {
  cookieName: string;
  /** Starts a new session for the user (ending the one the request had) and sets its cookie. */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<Session>;
  /** The live session this request's cookie names, or null. */
  read(request: FastifyRequest): Promise<Session | null>;
  /** Deletes the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Deletes every session of the user but `keep` (the caller's own, after a password change). */
  endOthers(userId: string, keep: Session | null): Promise<void>;
  /** 401 unless signed in. */
  requireSession: preHandlerAsyncHookHandler;
  /** 401 unless signed in, 403 unless the account has this role. */
  requireRole(role: Role): preHandlerAsyncHookHandler;
}

/** The guards below, with the role each asks for (null: any signed-in account); the API description reads it. */
const guardRoles = new WeakMap<object, Role | null>();

/** Whether a route hook is one of the session guards: the role it asks for, null for any account, or undefined. */
export function guardedRole(hook: unknown): Role | null | undefined {
  return typeof hook === "function" ? guardRoles.get(hook) : undefined;
}

export const sessionMessages = lazyMessages({ signedOut: "errors.signedOut" });

const signedOut = () => new AppError(401, sessionMessages.signedOut, "SIGNED_OUT");

/**
 * The session of a request that requireSession or requireRole let through, typed as present. A route
 * that forgot its guard answers 401 here rather than reading a null session.
 */
export function sessionOf(request: Pick<FastifyRequest, "session">): Session {
  if (!request.session) throw signedOut();
  return request.session;
}
export const roleMessages: Readonly<Record<Role, string>> = lazyMessages({
  student: "roles.student",
  merchant: "roles.merchant",
  admin: "roles.admin",
});

export async function registerSessions(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; random: Random; secure: boolean },
): Promise<SessionManager> {
  const { db, clock, random, secure } = deps;
  await app.register(cookie);
  app.decorateRequest("session", null);
  // __Host- makes the browser refuse the cookie unless it is Secure, host-only and for path "/".
  const cookieName = secure ? "__Host-sp_session" : "sp_session";
  const cookieOptions = { httpOnly: true, sameSite: "lax", secure, path: "/" } as const;
  const hintOptions = { ...cookieOptions, httpOnly: false } as const;

  const read: SessionManager["read"] = async (request) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 100) return null;
    const tokenHash = sha256(token);
    const now = clock.now();
    const [row] = await db
      .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      );
    if (!row) return null;
    if (row.role === "admin" && now.getTime() - row.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { userId: row.userId, tokenHash, role: row.role };
  };

  const requireSession: preHandlerAsyncHookHandler = async (request, reply) => {
    request.session = await read(request);
    if (request.session) return;
    // The page's hint outlived the session (expired, or ended on another device): it goes too.
    if (request.cookies[SIGNED_IN_COOKIE]) reply.clearCookie(SIGNED_IN_COOKIE, hintOptions);
    throw signedOut();
  };
  guardRoles.set(requireSession, null);

  const manager: SessionManager = {
    cookieName,
    async start(request, reply, userId) {
      const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (!account) throw signedOut();
      // A new id at every sign-in, so an id planted before login is worthless after it.
      const previous = request.cookies[cookieName];
      if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(previous)));
      const token = random.token(32);
      const tokenHash = sha256(token);
      const now = clock.now();
      await db.insert(sessions).values({
        tokenHash,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        device: roughDevice(request.headers["user-agent"]),
      });
      // Expired sessions of this user are swept here rather than by a separate job.
      const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)),
          ),
        );
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      reply.setCookie(SIGNED_IN_COOKIE, "1", { ...hintOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      return { userId, tokenHash, role: account.role };
    },
    read,
    async end(request, reply) {
      const token = request.cookies[cookieName];
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
      reply.clearCookie(cookieName, cookieOptions);
      reply.clearCookie(SIGNED_IN_COOKIE, hintOptions);
    },
    async endOthers(userId, keep) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keep ? ne(sessions.tokenHash, keep.tokenHash) : undefined));
    },
    requireSession,
    requireRole(role) {
      const guard: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
        await requireSession.call(this, request, reply);
        if (sessionOf(request).role !== role) throw new AppError(403, roleMessages[role], "FORBIDDEN");
      };
      guardRoles.set(guard, role);
      return guard;
    },
  };
  return manager;
}
