// Serves the built web app (hashed /assets/ cached for a year, everything else revalidated), the
// brand logos, and the SPA fallback: a browser asking for any other page gets the app's shell (200,
// in the visitor's language: app-shell.ts) and the client router decides, including its own 404 page.
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createShell } from "./app-shell.ts";
import { notFoundBody } from "./errors.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const LOGO_CACHE = "public, max-age=604800, stale-while-revalidate=86400";

export interface StaticOptions {
  webDistDir: string;
  brandLogosDir: string;
}

export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { webDistDir, brandLogosDir } = options;
  const indexHtml = join(webDistDir, "index.html");
  const sendShell = existsSync(indexHtml) ? createShell(indexHtml) : null;

  if (existsSync(brandLogosDir)) {
    await app.register(fastifyStatic, {
      root: brandLogosDir,
      prefix: "/brand-logos/",
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header("cache-control", LOGO_CACHE),
    });
  }

  if (sendShell) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      wildcard: false,
      // The shell is served per language below, never as a plain file.
      index: false,
      allowedPath: (pathName) => pathName !== "/index.html",
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(webDistDir, "assets"));
        reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
      },
    });
  }

  if (sendShell) app.get("/", sendShell);

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      request.url !== "/api" &&
      (request.headers.accept ?? "").includes("text/html");
    if (sendShell && isPage) return sendShell(request, reply);
    return reply.code(404).send(notFoundBody(request));
  });
}
