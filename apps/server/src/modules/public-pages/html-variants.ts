// One HTML document per page and language, tagged and kept in memory from start-up, and the answer
// every page shares: no-cache with an ETag (304 on a match), and headers that say the language varies.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LOCALE_COOKIE, pickLocale, type Locale } from "@studentperks/contracts/i18n/locales";
import { ifNoneMatchMatches } from "#server/lib/if-none-match.ts";

export interface HtmlVariant {
  html: string;
  etag: string;
}

export function htmlVariant(html: string): HtmlVariant {
  const hash = createHash("sha256").update(html).digest("base64url").slice(0, 22);
  return { html, etag: `"${hash}"` };
}

/** The page's language: the visitor's remembered choice (cookie), else Accept-Language, else English. */
export const pageLocale = (request: FastifyRequest): Locale =>
  pickLocale(request.cookies[LOCALE_COOKIE], request.headers["accept-language"]);

export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  variant: HtmlVariant,
  status = 200,
): FastifyReply {
  reply
    .header("cache-control", "no-cache")
    .header("vary", "Cookie, Accept-Language")
    .header("content-language", locale)
    .header("etag", variant.etag);
  // Only a page that exists is "not modified"; a 404 is always answered in full.
  if (status === 200 && ifNoneMatchMatches(request.headers["if-none-match"], variant.etag)) {
    return reply.code(304).send();
  }
  return reply.code(status).type("text/html; charset=utf-8").send(variant.html);
}
