// The web app's HTML shell, in the visitor's language from the first byte: <html lang dir> follow the
// remembered choice (cookie) or the browser's Accept-Language, so an Arabic page is right-to-left
// before any script runs. One variant per language, made once at start-up.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  directionOf,
  LOCALE_COOKIE,
  LOCALES,
  pickLocale,
  type Locale,
} from "@studentperks/contracts/i18n/locales";
import { ifNoneMatchMatches } from "../lib/if-none-match.ts";

interface ShellVariant {
  html: string;
  etag: string;
}

export type SendShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The shell with its <html> element set to `locale`'s language and direction. */
export function localizeShell(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

export function createShell(indexHtmlPath: string): SendShell {
  const source = readFileSync(indexHtmlPath, "utf8");
  const variants = new Map<Locale, ShellVariant>(
    LOCALES.map((locale) => {
      const html = localizeShell(source, locale);
      const hash = createHash("sha256").update(html).digest("base64url").slice(0, 22);
      return [locale, { html, etag: `"${hash}"` }];
    }),
  );
  return (request, reply) => {
    const locale = pickLocale(request.cookies[LOCALE_COOKIE], request.headers["accept-language"]);
    const variant = variants.get(locale)!;
    reply
      .header("cache-control", "no-cache")
      .header("vary", "Cookie, Accept-Language")
      .header("content-language", locale)
      .header("etag", variant.etag);
    if (ifNoneMatchMatches(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
    return reply.type("text/html; charset=utf-8").send(variant.html);
  };
}
