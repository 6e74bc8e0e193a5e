// State-changing calls must come from our own pages (ARCHITECTURE "Sessions"): a browser says where a
// request comes from in Sec-Fetch-Site and Origin, so a foreign page cannot post with a student's
// cookie. Calls without either header are not from a browser page (curl, server-to-server) and carry
// no ambient cookie risk. The check is attached only to routes with unsafe methods, off the read path.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { AppError } from "../lib/app-error.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

function isSameOrigin(request: FastifyRequest, allowed: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // Our public address, or the address this request was made to (the dev proxy, a preview host).
  return origin === allowed || origin === `${request.protocol}://${request.host}`;
}

export function registerOriginCheck(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const allowed = new URL(publicUrl).origin;
  const check: onRequestHookHandler = (request, _reply, done) => {
    done(isSameOrigin(request, allowed) ? undefined : new AppError(403, CROSS_SITE_MESSAGE));
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => UNSAFE.has(method))) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
}
