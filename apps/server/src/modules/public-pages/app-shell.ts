// The web app's HTML shell, in the visitor's language from the first byte: <html lang dir> follow the
// remembered choice (cookie) or the browser's Accept-Language, so an Arabic page is right-to-left
// before any script runs. One variant per language, made once at start-up.
import { readFileSync } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "@studentperks/contracts/i18n/locales";
import { setHtmlLanguage } from "@studentperks/contracts/page-head";
import { htmlVariant, pageLocale, sendHtml, type HtmlVariant } from "./html-variants.ts";

export type SendShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export function createShell(indexHtmlPath: string): SendShell {
  const source = readFileSync(indexHtmlPath, "utf8");
  const variants = new Map<Locale, HtmlVariant>(
    LOCALES.map((locale) => [locale, htmlVariant(setHtmlLanguage(source, locale))]),
  );
  return (request, reply) => {
    const locale = pageLocale(request);
    return sendHtml(request, reply, locale, variants.get(locale)!);
  };
}
