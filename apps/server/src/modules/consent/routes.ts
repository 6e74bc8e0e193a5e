// /unsubscribe/<token> (issue 38): GET shows the one-button page; POST, from that button or from a
// mail app's one-click unsubscribe (RFC 8058: no cookies, body "List-Unsubscribe=One-Click"),
// withdraws the consent at once. Looking at the link, as a link scanner does, changes nothing.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { isLocale, type Locale } from "@studentperks/contracts/i18n/locales";
import { line } from "@studentperks/contracts/text";
import { withLocale } from "#server/i18n/index.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import type { LinkedAccount, Unsubscribe } from "./unsubscribe.ts";
import { renderUnsubscribePage, type UnsubscribeState } from "./unsubscribe-page.ts";

const MINUTE = 60_000;
const params = z.object({ token: line().max(128) });
const query = z.object({ lang: line().max(8).optional() });

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribe: Unsubscribe }> = async (
  app,
  { unsubscribe },
) => {
  // Mail apps post a form; its one field is the whole message, so the body is not read further.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const limit = limitRequests(app, [{ name: "unsubscribe:ip", max: 30, windowMs: MINUTE, key: byIp }]);

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: string | undefined,
    linked: LinkedAccount | null,
    state: UnsubscribeState,
  ) {
    // ?lang= first (the page's switch), then the account's language, then the request's.
    const locale: Locale = isLocale(lang) ? lang : (linked?.locale ?? request.locale);
    const path = new URL(request.url, "http://page").pathname;
    return withLocale(locale, () =>
      reply
        // A page for people, like the cashier's check page: a link that does not work is said on it.
        .code(200)
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex, nofollow")
        // same-origin, not no-referrer: with no referrer a browser posts the form with "Origin: null",
        // which the cross-site check refuses; other sites still never see this personal address.
        .header("referrer-policy", "same-origin")
        .type("text/html; charset=utf-8")
        .send(
          renderUnsubscribePage({
            locale,
            state,
            channel: linked?.channel ?? null,
            action: `${path}?lang=${locale}`,
            otherLanguageHref: `${path}?lang=${locale === "ar" ? "en" : "ar"}`,
            dashboardHref: "/dashboard",
          }),
        ),
    );
  }

  app.get(
    "/unsubscribe/:token",
    { schema: { params, querystring: query }, preHandler: limit },
    async (request, reply) => {
      const linked = await unsubscribe.read(request.params.token);
      const state = !linked ? "invalid" : linked.subscribed ? "ask" : "done";
      return send(request, reply, request.query.lang, linked, state);
    },
  );

  app.post(
    "/unsubscribe/:token",
    { schema: { params, querystring: query }, preHandler: limit },
    async (request, reply) => {
      const linked = await unsubscribe.withdraw(request.params.token);
      return send(request, reply, request.query.lang, linked, linked ? "done" : "invalid");
    },
  );
};
