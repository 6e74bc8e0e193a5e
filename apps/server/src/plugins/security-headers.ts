// Security headers. Pages and files of the built SPA get helmet's full set with a CSP that allows only
// our own origin (inline styles are tolerated because UI libraries set style attributes at run time).
// JSON answers under /api get the short set OWASP's REST cheat sheet recommends: they are never
// rendered as documents, so the document-only headers would only cost time on every call (measured:
// the full set took a bare route from ~75k to ~46k req/s, five headers to ~70k).
//
// @fastify/helmet decides the page headers, but running its middleware on every request rebuilds the
// CSP string each time. Our policy has no per-request parts (no nonces), so helmet runs once at start
// on a probe instance and every request gets the captured headers in one cheap hook.
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { API_DOCS_PREFIX } from "./api-description.ts";

export interface SecurityHeaderOptions {
  https: boolean;
  /** Sources of the prerendered pages' inline scripts ("'sha256-…'"), from the web build's manifest. */
  scriptHashes?: readonly string[];
}

function helmetOptions({ https, scriptHashes = [] }: SecurityHeaderOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The installed app's service worker (/sw.js).
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain-HTTP local runs it would break subresource loads.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for our options, captured from one request to a probe instance. */
export async function securityHeaders(options: SecurityHeaderOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(options));
  probe.get("/", async () => "");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const generic = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !generic.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The API viewer (plugins/api-description.ts) is a page with its own scripts and styles: it gets the
 * pages' policy, which allows them from our origin; every other /api answer keeps the strict one.
 */
function isApiDocsPage(url: string): boolean {
  if (!url.startsWith(API_DOCS_PREFIX)) return false;
  const next = url.charAt(API_DOCS_PREFIX.length);
  return next === "" || next === "/" || next === "?";
}

/** The headers of every /api answer. */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": "max-age=15552000; includeSubDomains" } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = await securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options.https);
  app.addHook("onRequest", (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith("/api/") && !isApiDocsPage(url) ? apiHeaders : pageHeaders);
    done();
  });
}
