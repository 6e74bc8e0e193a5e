// The request's language: what its Accept-Language asks for most among ours (the web app sends the
// language the visitor chose that way), else English. Kept on the request and as the current language
// of everything the request does, so errors, answers and the contracts' messages speak it.
import type { FastifyInstance } from "fastify";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from "@studentperks/contracts/i18n/locales";
import { withLocale } from "../i18n/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language this request is answered in. */
    locale: Locale;
  }
}

/** Registered first, so every later hook, the handler and the error handler see the language. */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", DEFAULT_LOCALE);
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
    withLocale(request.locale, done);
  });
  // A body read from the socket continues in the stream's async context, not the request's: the
  // rest of the request (validation, handler) is entered in its language again.
  app.addHook("preValidation", (request, _reply, done) => withLocale(request.locale, done));
  // An error's message is in the request's language: said, so a client can tell it from a message in
  // another language (a proxy's) and word that one itself.
  app.addHook("onSend", (request, reply, _payload, done) => {
    if (reply.statusCode >= 400 && !reply.hasHeader("content-language")) {
      reply.header("content-language", request.locale);
    }
    done();
  });
}
