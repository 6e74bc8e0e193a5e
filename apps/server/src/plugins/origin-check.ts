// State-changing calls must come from our own pages (docs/security.md "Cross-site requests"): a browser says
// where a request comes from in Sec-Fetch-Site and Origin, so a foreign page cannot post with a student's
// cookie. Calls without either header are not from a browser page (curl, server-to-server) and carry no
// ambient cookie risk. The check is attached only to routes with unsafe methods, off the read path.
//
// The allowed origin is PUBLIC_URL's. Only when PUBLIC_URL is unset (development: the Vite proxy, a
// preview host) is the address the request was made to accepted, read from the Host header the
// socket received and the socket's own scheme: forwarded headers are the client's to write, so
// X-Forwarded-Host or -Proto can never make a foreign origin ours, whatever TRUST_PROXY says.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { TLSSocket } from "node:tls";
import { t } from "../i18n/index.ts";
import { AppError } from "../lib/app-error.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin the request was addressed to, from what the socket itself received. */
function addressedOrigin(request: FastifyRequest): string | null {
  const host = request.raw.headers.host;
  if (!host) return null;
  const scheme = (request.raw.socket as Partial<TLSSocket>).encrypted ? "https" : "http";
  return `${scheme}://${host.toLowerCase()}`;
}

function isSameOrigin(request: FastifyRequest, allowed: string | null): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === (allowed ?? addressedOrigin(request));
}

export function registerOriginCheck(
  app: FastifyInstance,
  {
    publicUrl,
  }: {
    /** PUBLIC_URL when it was set; null to accept the request's own address. */ publicUrl: string | null;
  },
): void {
  const allowed = publicUrl === null ? null : new URL(publicUrl).origin;
  const check: onRequestHookHandler = (request, _reply, done) => {
    done(isSameOrigin(request, allowed) ? undefined : new AppError(403, t("errors.crossSite"), "CROSS_SITE"));
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => UNSAFE.has(method))) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
}
