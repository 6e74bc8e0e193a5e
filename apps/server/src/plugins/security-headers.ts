// Security headers for the API and the built SPA. The CSP allows only our own origin; inline styles
// are tolerated because UI libraries set style attributes at run time.
//
// @fastify/helmet decides the headers, but running its middleware on every request (13 setHeader
// calls and a CSP string rebuilt each time) more than halved the throughput of GET /api/offers. Our
// policy has no per-request parts (no nonces), so helmet runs once at start on a probe instance and
// every request gets the captured headers in one cheap hook.
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
export async function securityHeaders(https: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(https));
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

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = await securityHeaders(options.https);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
