// The student's card (GET /api/card, POST /api/card/shown) and the cashier's check page (/v/<token>,
// /v?code=…). The check page is public, answered fresh each time (no-store), kept out of search
// engines, and limited per address: check codes are short enough to guess at without a limit.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  CARD_PHOTO_FIELD,
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_MIME_TYPES,
  cardPhotoMessages,
} from "@studentperks/contracts/card-photo";
import { verificationMessages } from "@studentperks/contracts/verification";
import { isLocale, type Locale } from "@studentperks/contracts/i18n/locales";
import { line } from "@studentperks/contracts/text";
import { t, withLocale } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { route } from "#server/lib/declared-route.ts";
import { byIp, createLimiter, limitRequests, type Limit } from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import { receiveFile, type UploadRules } from "#server/plugins/uploads.ts";
import { renderCheckPage } from "./check-page.ts";
import { isLinkPreviewer } from "./link-previewers.ts";
import type { CardPhotoService } from "./photo.ts";
import type { CardCheck, CardService } from "./service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const perUser = (name: string, max: number, windowMs = MINUTE): Limit => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request) => request.session?.userId ?? null,
});

/** The document upload's checks, for pictures only; worded in the request's language. */
const photoRules = (): UploadRules => ({
  fileField: CARD_PHOTO_FIELD,
  maxBytes: CARD_PHOTO_MAX_BYTES,
  accept: CARD_PHOTO_MIME_TYPES,
  messages: {
    tooLarge: verificationMessages.fileTooLarge,
    badType: cardPhotoMessages.fileType,
    missing: verificationMessages.noFile,
  },
});

/** Checks one address may make a minute: a busy till checks a few a minute, a guesser needs millions. */
export const CHECKS_PER_MINUTE = 30;

const pageQuery = z.object({
  lang: line().max(5).optional(),
  code: line().max(32).optional(),
});

export interface CardRoutesOptions {
  card: CardService;
  photos: CardPhotoService;
  sessions: SessionManager;
}

export const cardRoutes: FastifyPluginAsyncZod<CardRoutesOptions> = async (
  app,
  { card, photos, sessions },
) => {
  const signedIn = sessions.requireSession;
  const userId = (request: FastifyRequest) => sessionOf(request).userId;

  route(
    app,
    "GET /api/card",
    { preValidation: signedIn, preHandler: limitRequests(app, [perUser("card", 20)]) },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await card.card(userId(request))),
  );

  route(
    app,
    "POST /api/card/shown",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("card-shown", 30)]),
    },
    async (request, reply) => {
      await card.shownFrom(userId(request), request.body.offerId);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "PUT /api/card/photo",
    {
      // The form as the API description shows it (the body is read by receiveFile, not by zod).
      config: {
        refusals: {
          400: ["UNREADABLE_IMAGE", "IMAGE_TOO_LARGE", "IMAGE_TOO_SLOW"],
          403: ["NOT_VERIFIED"],
          503: ["IMAGE_QUEUE_BUSY"],
        },
        multipartForm: {
          file: CARD_PHOTO_FIELD,
          accept: CARD_PHOTO_MIME_TYPES,
          maxBytes: CARD_PHOTO_MAX_BYTES,
        },
      },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("card-photo", 10, HOUR)]),
    },
    async (request, reply) => {
      const id = userId(request);
      await photos.assertMayUpload(id);
      const { file: key } = await receiveFile(request, photoRules(), {
        keep: (file) => photos.store(file.body),
        discard: photos.discard,
      });
      await photos.record(id, key).catch(async (error: unknown) => {
        await photos.discard(key);
        throw error;
      });
      return reply.send({ photo: "pending", message: t("card.photo.received") });
    },
  );

  route(
    app,
    "GET /api/card/photo",
    {
      config: { fileAnswer: { types: ["image/webp"], description: "The photo as kept: a WebP portrait." } },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("card-photo-read", 60)]),
    },
    async (request, reply) => {
      const file = await photos.open(userId(request));
      return reply
        .headers({
          "content-type": "image/webp",
          "content-length": String(file.size),
          "cache-control": "private, no-store",
        })
        .send(file.body);
    },
  );

  route(
    app,
    "DELETE /api/card/photo",
    { preValidation: signedIn, preHandler: limitRequests(app, [perUser("card-photo-remove", 20, HOUR)]) },
    async (request, reply) => {
      await photos.remove(userId(request));
      return reply.code(204).send();
    },
  );

  const limitChecks = createLimiter(app, [
    { name: "card-check:ip", max: CHECKS_PER_MINUTE, windowMs: MINUTE, key: byIp },
  ]);

  /** The language asked for by ?lang=, else the request's (Accept-Language). */
  const pageLocale = (request: FastifyRequest, lang: string | undefined): Locale =>
    isLocale(lang) ? lang : request.locale;

  function otherLanguageHref(request: FastifyRequest, locale: Locale): string {
    const url = new URL(request.url, "http://page");
    url.searchParams.set("lang", locale === "ar" ? "en" : "ar");
    return `${url.pathname}${url.search}`;
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: string | undefined,
    what: { token: string } | { code: string } | null,
    typedCode?: string,
  ) {
    const locale = pageLocale(request, lang);
    reply
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .header("referrer-policy", "no-referrer")
      .header("vary", "accept-language, user-agent")
      .type("text/html; charset=utf-8");
    return withLocale(locale, async () => {
      const page = { locale, otherLanguageHref: otherLanguageHref(request, locale), typedCode };
      // A messaging app unfurling a pasted link sees the page's frame, never a verdict or a name.
      if (what === null || isLinkPreviewer(request.headers["user-agent"])) {
        return reply.send(renderCheckPage({ ...page, check: null }));
      }
      try {
        await limitChecks(request);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return reply
          .code(429)
          .headers(error.headers)
          .send(renderCheckPage({ ...page, check: null, notice: error.message }));
      }
      const check: CardCheck = await card.check(what, { count: true });
      return reply.send(renderCheckPage({ ...page, check }));
    });
  }

  app.get(
    "/v/:token",
    { schema: { params: z.object({ token: line().max(64) }), querystring: pageQuery } },
    async (request, reply) => answer(request, reply, request.query.lang, { token: request.params.token }),
  );

  app.get("/v", { schema: { querystring: pageQuery } }, async (request, reply) => {
    const { code, lang } = request.query;
    return answer(request, reply, lang, code ? { code } : null, code);
  });
};
